/** The columns of the withdrawal queue. */
import { Link } from 'wouter';
import type { AdminWithdrawalRow } from '../../contract/admin-players';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';
import { WithdrawalActions } from './withdrawal-actions';

const column = columnsFor<AdminWithdrawalRow>();
const operatorName = (ref: { name: string | null; telegramId: number }) => ref.name ?? String(ref.telegramId);

export const withdrawalQueueColumns = () =>
  column.columns([
  column.accessor('id', { header: texts.withdrawals.id }),
  column.accessor((row) => row.player.username ?? row.player.name, {
    id: 'player',
    header: texts.withdrawals.player,
    cell: (info) => <Link href={`/players/${info.row.original.player.id}`}>{info.row.original.player.username ? `@${info.row.original.player.username}` : info.getValue()}</Link>,
  }),
  column.accessor((row) => Number(row.amount), { id: 'amount', header: texts.withdrawals.amount, cell: (info) => usdt(info.row.original.amount) }),
  // Right after the amount: on a phone (rows as cards) the decision is on screen without scrolling.
  column.display({ id: 'actions', header: texts.withdrawals.actions, cell: (info) => <WithdrawalActions withdrawal={info.row.original} /> }),
  column.accessor('source', { header: texts.withdrawals.source, cell: (info) => texts.codes.sources[info.getValue()] ?? info.getValue() }),
  // Before the address: what an operator must weigh first on a held row (rows as cards on a phone).
  column.accessor((row) => row.holdReason ?? '', {
    id: 'held',
    header: texts.withdrawals.held,
    cell: (info) => (info.getValue() ? <strong>{texts.withdrawals.holdReasons[info.getValue()] ?? info.getValue()}</strong> : '—'),
  }),
  column.accessor('address', { header: texts.withdrawals.to, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  column.accessor('createdAt', { header: texts.withdrawals.requested, cell: (info) => when(info.getValue()) }),
  column.accessor('status', { header: texts.withdrawals.status, cell: (info) => <span className={`status status-${info.getValue()}`}>{texts.withdrawals.statuses[info.getValue()] ?? info.getValue()}</span> }),
  column.accessor((row) => row.txHash ?? '', { id: 'txHash', header: texts.withdrawals.txHash, cell: (info) => (info.getValue() ? <code className="hash">{info.getValue()}</code> : '—') }),
  // "0 of 1" under a sent or rejected row read as if it were still waiting: the count shows only while it is.
  column.accessor((row) => row.approvals.length, {
    id: 'approvals',
    header: texts.withdrawals.approvals,
    cell: (info) => {
      const row = info.row.original;
      const by = row.approvals.map((a) => operatorName(a.operator));
      return row.status === 'awaiting_approval' ? texts.withdrawals.approvalsOf(info.getValue(), row.neededApprovals, by) : by.join(', ') || '—';
    },
  }),

]);
