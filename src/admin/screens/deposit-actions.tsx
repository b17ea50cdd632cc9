/** Assign an unattributed deposit to a player (by player id), or refund it to its sender with a reason. */
import { useContext, useState } from 'react';
import type { AdminDeposit } from '../../contract/admin-players';
import { texts } from '../shared/texts';
import { DepositActionsContext } from './deposit-actions-context';

export function DepositActions({ deposit }: { deposit: AdminDeposit }) {
  const { allowed, assign, refund } = useContext(DepositActionsContext);
  const [playerId, setPlayerId] = useState('');
  const [reason, setReason] = useState('');
  const title = allowed ? undefined : texts.common.noPermission;
  if (deposit.status !== 'unattributed') return <span>{texts.codes.depositStatuses[deposit.status] ?? deposit.status}</span>;
  const short = deposit.txHash.slice(0, 8);
  return (
    <span className="actions">
      <input aria-label={texts.unattributed.assignTo(short)} inputMode="numeric" size={8} value={playerId} onChange={(event) => setPlayerId(event.target.value)} disabled={!allowed} />
      <button type="button" disabled={!allowed || !/^\d+$/.test(playerId)} title={title} onClick={() => assign(deposit.txHash, Number(playerId))}>
        {texts.unattributed.assign}
      </button>
      <input aria-label={texts.unattributed.refundReason(short)} size={14} value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed} />
      <button type="button" disabled={!allowed || !reason.trim()} title={title} onClick={() => refund(deposit.txHash, reason.trim())}>
        {texts.unattributed.refund}
      </button>
    </span>
  );
}
