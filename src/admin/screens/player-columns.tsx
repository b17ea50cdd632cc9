/** The columns of the player screen's tables. */
import type { OrderDetails } from '../../contract/api-types';
import type { AdminDeposit, AdminNote, AdminPlayerDetail, AdminStatementEntry, AdminWithdrawalRow } from '../../contract/admin-players';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

const hash = (value: string | null) => (value ? <code className="hash">{value}</code> : '—');

const statement = columnsFor<AdminStatementEntry>();
export const statementColumns = () =>
  statement.columns([
  statement.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  statement.accessor('kind', { header: texts.player.kind, cell: (info) => texts.statementKinds[info.getValue()] ?? info.getValue() }),
  statement.accessor((row) => Number(row.amount), { id: 'amount', header: texts.player.amount, cell: (info) => usdt(info.row.original.amount) }),
  statement.accessor('reference', { header: texts.player.reference }),
]);

const order = columnsFor<OrderDetails>();
export const orderColumns = () =>
  order.columns([
  order.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  order.accessor('orderId', { header: texts.player.orderId }),
  order.accessor('game', { header: texts.player.game, cell: (info) => texts.codes.games[info.getValue()] ?? info.getValue() }),
  order.accessor((row) => { const option = texts.codes.options[row.option] ?? row.option; return row.number === undefined ? option : `${option} ${row.number}`; }, { id: 'option', header: texts.player.option }),
  order.accessor((row) => Number(row.amount), { id: 'stake', header: texts.player.stake, cell: (info) => usdt(info.row.original.amount) }),
  order.accessor((row) => Number(row.payout), { id: 'payout', header: texts.player.payout, cell: (info) => usdt(info.row.original.payout) }),
  order.accessor('result', { header: texts.player.result, cell: (info) => texts.codes.results[info.getValue()] ?? info.getValue() }),
  order.accessor('outcome', { header: texts.player.outcome }),
  order.accessor('seedHash', { header: texts.player.seedHash, cell: (info) => hash(info.getValue()) }),
  order.accessor((row) => row.serverSeed ?? '', { id: 'serverSeed', header: texts.player.serverSeed, cell: (info) => (info.getValue() ? hash(info.getValue()) : texts.player.notRevealed) }),
  order.accessor('clientSeed', { header: texts.player.clientSeed, cell: (info) => hash(info.getValue()) }),
  order.accessor('nonce', { header: texts.player.nonce }),
  order.accessor('fairnessVersion', { header: texts.player.fairnessVersion }),
]);

const deposit = columnsFor<AdminDeposit>();
export const depositColumns = () =>
  deposit.columns([
  deposit.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  deposit.accessor((row) => Number(row.amount), { id: 'amount', header: texts.player.amount, cell: (info) => usdt(info.row.original.amount) }),
  deposit.accessor('status', { header: texts.player.status, cell: (info) => texts.codes.depositStatuses[info.getValue()] ?? info.getValue() }),
  deposit.accessor('txHash', { header: texts.player.txHash, cell: (info) => hash(info.getValue()) }),
]);

const withdrawal = columnsFor<AdminWithdrawalRow>();
export const withdrawalColumns = () =>
  withdrawal.columns([
  withdrawal.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  withdrawal.accessor((row) => Number(row.amount), { id: 'amount', header: texts.player.amount, cell: (info) => usdt(info.row.original.amount) }),
  withdrawal.accessor('status', { header: texts.player.status, cell: (info) => texts.withdrawals.statuses[info.getValue()] ?? info.getValue() }),
  withdrawal.accessor('source', { header: texts.withdrawals.source, cell: (info) => texts.codes.sources[info.getValue()] ?? info.getValue() }),
  withdrawal.accessor('address', { header: texts.player.toAddress, cell: (info) => hash(info.getValue()) }),
  withdrawal.accessor((row) => row.rejectReason ?? '', { id: 'reason', header: texts.withdrawals.rejectReason, cell: (info) => info.getValue() || '—' }),
]);

type Invited = AdminPlayerDetail['referrals']['invited'][number];
const invited = columnsFor<Invited>();
export const invitedColumns = () =>
  invited.columns([
  invited.accessor('id', { header: texts.players.id }),
  invited.accessor('name', { header: texts.players.name }),
  invited.accessor('joinedAt', { header: texts.players.joined, cell: (info) => when(info.getValue()) }),
]);

const note = columnsFor<AdminNote>();
export const noteColumns = () =>
  note.columns([
  note.accessor('at', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  note.accessor((row) => row.operator.name ?? String(row.operator.telegramId), { id: 'operator', header: texts.player.operator }),
  note.accessor('text', { header: texts.player.notes }),
]);
