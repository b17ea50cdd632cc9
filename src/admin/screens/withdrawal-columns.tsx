/** The columns of the withdrawal queue. */
import { Link } from 'wouter';
import type { AdminWithdrawalRow } from '../../contract/admin';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';
import { WithdrawalActions } from './withdrawal-actions';

const column = columnsFor<AdminWithdrawalRow>();
const operatorName = (ref: { name: string | null; telegramId: number }) => ref.name ?? String(ref.telegramId);

export const withdrawalQueueColumns = column.columns([
  column.accessor('id', { header: texts.withdrawals.id }),
  column.accessor((row) => row.player.username ?? row.player.name, {
    id: 'player',
    header: texts.withdrawals.player,
    cell: (info) => <Link href={`/players/${info.row.original.player.id}`}>{info.row.original.player.username ? `@${info.row.original.player.username}` : info.getValue()}</Link>,
  }),
  column.accessor((row) => Number(row.amount), { id: 'amount', header: texts.withdrawals.amount, cell: (info) => usdt(info.row.original.amount) }),
  column.accessor('source', { header: texts.withdrawals.source }),
  column.accessor('address', { header: texts.withdrawals.to, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  column.accessor('createdAt', { header: texts.withdrawals.requested, cell: (info) => when(info.getValue()) }),
  column.accessor((row) => row.approvals.length, { id: 'approvals', header: texts.withdrawals.approvals, cell: (info) => texts.withdrawals.approvalsOf(info.getValue(), info.row.original.neededApprovals, info.row.original.approvals.map((a) => operatorName(a.operator))) }),
  column.display({ id: 'actions', header: texts.withdrawals.actions, cell: (info) => <WithdrawalActions withdrawal={info.row.original} /> }),
]);
