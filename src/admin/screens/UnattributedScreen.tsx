/** Deposits whose comment matched no player: assign to a player, or refund to the sender. */
import { useMemo } from 'react';
import type { OperatorRole } from '../../contract/admin';
import type { AdminDeposit } from '../../contract/admin-players';
import { useDepositAction, useUnattributed } from '../api/unattributed';
import { DataTable } from '../components/DataTable';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { can } from '../shared/roles';
import { texts } from '../shared/texts';
import { DepositActions } from './deposit-actions';
import { DepositActionsContext } from './deposit-actions-context';

const column = columnsFor<AdminDeposit>();
const columns = () =>
  column.columns([
  column.accessor('createdAt', { header: texts.unattributed.received, cell: (info) => when(info.getValue()) }),
  column.accessor((row) => Number(row.amount), { id: 'amount', header: texts.unattributed.amount, cell: (info) => usdt(info.row.original.amount) }),
  column.accessor((row) => row.sender ?? '', { id: 'sender', header: texts.unattributed.from, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  column.accessor('txHash', { header: texts.unattributed.txHash, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  column.accessor((row) => row.memo ?? '', { id: 'memo', header: texts.unattributed.memo }),
  column.display({ id: 'actions', header: texts.unattributed.actions, cell: (info) => <DepositActions deposit={info.row.original} /> }),
]);

export function UnattributedScreen({ role }: { role: OperatorRole }) {
  const query = useUnattributed();
  const action = useDepositAction();
  const allowed = can(role, 'deposit');
  const actions = useMemo(
    () => ({
      allowed: allowed && !action.isPending,
      assign: (txHash: string, playerId: number) => action.mutate({ txHash, playerId }),
      refund: (txHash: string, refundReason: string) => action.mutate({ txHash, refundReason }),
    }),
    [allowed, action],
  );
  return (
    <>
      <h1>{texts.unattributed.title}</h1>
      <p className="muted">{texts.unattributed.explained}</p>
      <MutationMessage mutation={action} success={action.variables && 'refundReason' in action.variables ? texts.unattributed.refunded : texts.unattributed.assigned} />
      <DepositActionsContext value={actions}>
        <QueryState query={query}>{(rows) => <DataTable label={texts.unattributed.title} columns={columns()} data={rows} filterable />}</QueryState>
      </DepositActionsContext>
    </>
  );
}
