/** Assign an unattributed deposit to a player, or refund it; the screen provides what they do. */
import { useContext, useState } from 'react';
import type { UnattributedDeposit } from '../../contract/admin';
import { texts } from '../texts';
import { DepositActionsContext } from './deposit-actions-context';


export function DepositActions({ deposit }: { deposit: UnattributedDeposit }) {
  const { allowed, assign, refund } = useContext(DepositActionsContext);
  const [playerId, setPlayerId] = useState('');
  const inputId = `assign-${deposit.id}`;
  const title = allowed ? undefined : texts.common.noPermission;
  return (
    <span className="actions">
      <label htmlFor={inputId} className="visually-hidden">
        {texts.unattributed.assignTo(deposit.id)}
      </label>
      <input id={inputId} inputMode="numeric" size={12} value={playerId} onChange={(event) => setPlayerId(event.target.value)} disabled={!allowed} />
      <button type="button" disabled={!allowed || !/^\d+$/.test(playerId)} title={title} onClick={() => assign(deposit.id, Number(playerId))}>
        {texts.unattributed.assign}
      </button>
      <button type="button" disabled={!allowed} title={title} onClick={() => refund(deposit.id)}>
        {texts.unattributed.refund}
      </button>
    </span>
  );
}
