/** The approve (to its review) and reject buttons of a queued withdrawal; the screen provides what they do. */
import { useContext } from 'react';
import type { AdminWithdrawalRow } from '../../contract/admin-players';
import { texts } from '../shared/texts';
import { WithdrawalActionsContext } from './withdrawal-actions-context';

export function WithdrawalActions({ withdrawal }: { withdrawal: AdminWithdrawalRow }) {
  const { allowed, pending, startApprove, startReject } = useContext(WithdrawalActionsContext);
  if (withdrawal.status !== 'awaiting_approval') return null;
  const title = allowed ? undefined : texts.common.noPermission;
  return (
    <span className="actions">
      <button type="button" aria-label={texts.withdrawals.approve(String(withdrawal.id))} disabled={!allowed || pending} title={title} onClick={() => startApprove(withdrawal)}>
        {texts.withdrawals.approveShort}
      </button>
      <button type="button" aria-label={texts.withdrawals.reject(String(withdrawal.id))} disabled={!allowed || pending} title={title} onClick={() => startReject(withdrawal.id)}>
        {texts.withdrawals.rejectShort}
      </button>
    </span>
  );
}
