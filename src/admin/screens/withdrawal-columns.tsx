/** The columns of the withdrawal queue. */
import { Link } from 'wouter';
import type { AdminWithdrawal } from '../../contract/admin';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../format';
import { texts } from '../texts';
import { WithdrawalActions } from './withdrawal-actions';

const column = columnsFor<AdminWithdrawal>();

export const withdrawalQueueColumns = column.columns([
  column.accessor('playerId', { header: texts.withdrawals.player, cell: (info) => <Link href={`/players/${info.getValue()}`}>{info.row.original.username ? `@${info.row.original.username}` : info.getValue()}</Link> }),
  column.accessor((row) => Number(row.amount), { id: 'amount', header: texts.withdrawals.amount, cell: (info) => usdt(info.row.original.amount) }),
  column.accessor('toAddress', { header: texts.withdrawals.to, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  column.accessor('createdAt', { header: texts.withdrawals.requested, cell: (info) => when(info.getValue()) }),
  column.accessor((row) => row.approvals.length, { id: 'approvals', header: texts.withdrawals.approvals, cell: (info) => texts.withdrawals.approvalsOf(info.getValue(), info.row.original.approvalsNeeded) }),
  column.display({ id: 'actions', header: texts.withdrawals.actions, cell: (info) => <WithdrawalActions withdrawal={info.row.original} /> }),
]);
