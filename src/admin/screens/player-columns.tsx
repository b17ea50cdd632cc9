/** The columns of the player screen's tables. */
import type { AdminDeposit, AdminOrder, AdminReferral, AdminWithdrawal, StatementLine, SupportNote } from '../../contract/admin';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../format';
import { texts } from '../texts';

const money = (value: string) => ({ sort: Number(value), text: usdt(value) });

const statement = columnsFor<StatementLine>();
export const statementColumns = statement.columns([
  statement.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  statement.accessor('kind', { header: texts.player.kind }),
  statement.accessor((row) => money(row.amount).sort, { id: 'amount', header: texts.player.amount, cell: (info) => money(info.row.original.amount).text }),
  statement.accessor((row) => money(row.balanceAfter).sort, { id: 'balanceAfter', header: texts.player.balanceAfter, cell: (info) => usdt(info.row.original.balanceAfter) }),
]);

const order = columnsFor<AdminOrder>();
export const orderColumns = order.columns([
  order.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  order.accessor('game', { header: texts.player.game }),
  order.accessor('option', { header: texts.player.option }),
  order.accessor((row) => Number(row.stake), { id: 'stake', header: texts.player.stake, cell: (info) => usdt(info.row.original.stake) }),
  order.accessor((row) => Number(row.payout), { id: 'payout', header: texts.player.payout, cell: (info) => usdt(info.row.original.payout) }),
  order.accessor('result', { header: texts.player.result }),
  order.accessor('outcome', { header: texts.player.outcome }),
  order.accessor('serverSeedHash', { header: texts.player.seedHash, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  order.accessor((row) => row.serverSeed ?? '', { id: 'serverSeed', header: texts.player.serverSeed, cell: (info) => (info.getValue() ? <code className="hash">{info.getValue()}</code> : texts.player.notRevealed) }),
  order.accessor('clientSeed', { header: texts.player.clientSeed, cell: (info) => <code className="hash">{info.getValue()}</code> }),
  order.accessor('nonce', { header: texts.player.nonce }),
]);

const deposit = columnsFor<AdminDeposit>();
export const depositColumns = deposit.columns([
  deposit.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  deposit.accessor((row) => Number(row.amount), { id: 'amount', header: texts.player.amount, cell: (info) => usdt(info.row.original.amount) }),
  deposit.accessor((row) => row.txHash ?? '', { id: 'txHash', header: texts.player.txHash, cell: (info) => <code className="hash">{info.getValue()}</code> }),
]);

const withdrawal = columnsFor<AdminWithdrawal>();
export const withdrawalColumns = withdrawal.columns([
  withdrawal.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  withdrawal.accessor((row) => Number(row.amount), { id: 'amount', header: texts.player.amount, cell: (info) => usdt(info.row.original.amount) }),
  withdrawal.accessor('status', { header: texts.player.status, cell: (info) => texts.withdrawals.statuses[info.getValue()] ?? info.getValue() }),
  withdrawal.accessor('toAddress', { header: texts.player.toAddress, cell: (info) => <code className="hash">{info.getValue()}</code> }),
]);

const referral = columnsFor<AdminReferral>();
export const referralColumns = referral.columns([
  referral.accessor('id', { header: texts.players.id }),
  referral.accessor((row) => row.username ?? '', { id: 'username', header: texts.players.username }),
  referral.accessor('createdAt', { header: texts.players.joined, cell: (info) => when(info.getValue()) }),
]);

const note = columnsFor<SupportNote>();
export const noteColumns = note.columns([
  note.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  note.accessor('operatorId', { header: texts.player.operator }),
  note.accessor('text', { header: texts.player.notes }),
]);
