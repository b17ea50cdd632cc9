/**
 * The withdrawal queue: approve, or reject with a reason (the amount goes back to the player).
 * Above the dual-approval threshold a withdrawal needs two different finance operators; the
 * approvals column shows how many it has and needs. Approve opens the review with the player's
 * context (ApprovalReview); the approval is sent from there.
 */
import { useMemo, useState } from 'react';
import type { OperatorRole } from '../../contract/admin';
import type { AdminWithdrawalRow } from '../../contract/admin-players';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../contract/withdrawal-statuses';
import { useWithdrawalDecision } from '../api/withdrawal-decision';
import { useWithdrawals } from '../api/withdrawals';
import { DataTable } from '../components/DataTable';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { can } from '../shared/roles';
import { texts } from '../shared/texts';
import { ApprovalReview } from './ApprovalReview';
import { RejectForm } from './RejectForm';
import { WithdrawalActionsContext } from './withdrawal-actions-context';
import { withdrawalQueueColumns } from './withdrawal-columns';

/** Every status from the contract's one list, the queue's own first, then all of them together. */
type QueueStatus = WithdrawalStatus | 'all';
const STATUSES: readonly QueueStatus[] = ['awaiting_approval', ...WITHDRAWAL_STATUSES.filter((s) => s !== 'awaiting_approval'), 'all'];

export function WithdrawalsScreen({ role }: { role: OperatorRole }) {
  const [status, setStatus] = useState<QueueStatus>('awaiting_approval');
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [approving, setApproving] = useState<AdminWithdrawalRow | null>(null);
  const query = useWithdrawals(status);
  const decision = useWithdrawalDecision();
  const allowed = can(role, 'approve');

  const actions = useMemo(
    () => ({
      allowed,
      pending: decision.isPending,
      startApprove: (row: AdminWithdrawalRow) => {
        setRejecting(null);
        setApproving(row);
      },
      startReject: (id: number) => {
        setApproving(null);
        setRejecting(id);
      },
    }),
    [allowed, decision.isPending],
  );

  return (
    <>
      <h1>{texts.withdrawals.title}</h1>
      <p className="inline-form">
        <label htmlFor="withdrawal-status">{texts.withdrawals.status}</label>
        <select id="withdrawal-status" value={status} onChange={(event) => setStatus(event.target.value as QueueStatus)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {texts.withdrawals.statuses[value]}
            </option>
          ))}
        </select>
      </p>
      {approving !== null && (
        <ApprovalReview
          withdrawal={approving}
          pending={decision.isPending}
          onCancel={() => setApproving(null)}
          onApprove={() => decision.mutate({ id: approving.id, approve: true }, { onSuccess: () => setApproving(null) })}
        />
      )}
      {rejecting !== null && (
        <RejectForm
          id={rejecting}
          pending={decision.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => decision.mutate({ id: rejecting, approve: false, reason }, { onSuccess: () => setRejecting(null) })}
        />
      )}
      <MutationMessage mutation={decision} success={decision.variables?.approve ? texts.withdrawals.approved : texts.withdrawals.rejected} />
      <WithdrawalActionsContext value={actions}>
        <QueryState query={query}>{(rows) => <DataTable label={texts.withdrawals.title} columns={withdrawalQueueColumns()} data={rows} filterable />}</QueryState>
      </WithdrawalActionsContext>
    </>
  );
}
