/**
 * Lists declared once (src/contract/money-records.ts and beside it): each list that crosses the SQL
 * boundary equals its column's CHECK as the migrations leave it (the constraint in force after the
 * last migration, read from the migrated database); and each money record's status moves only
 * along its owner's transition table.
 */
import { expect, it } from 'vitest';
import { COMPLAINT_KINDS, COMPLAINT_SOURCES, COMPLAINT_STATUSES } from '../../src/contract/complaints';
import { STREAM_EVENT_TYPES } from '../../src/contract/events';
import { HARM_CASE_ACTIONS, HARM_CASE_STATUSES, HARM_MARKERS } from '../../src/contract/harm-markers';
import { ADJUSTMENT_STATUSES, DEPOSIT_STATUSES, TRANSFER_REASONS, WITHDRAWAL_STATUSES } from '../../src/contract/money-records';
import { NOTIFICATION_KINDS } from '../../src/contract/notifications';
import { LIMIT_KINDS, LIMIT_PERIODS, PROTECTION_CHANGE_KINDS } from '../../src/contract/protection';
import { BLOCKED_ACTIONS, JURISDICTION_SIGNAL_KINDS, REVIEW_ANSWERS, VERIFICATION_SOURCES } from '../../src/contract/verification';
import { WITHDRAWAL_HOLD_REASONS } from '../../src/contract/withdrawal-statuses';
import { decideAdjustment, insertAdjustment } from '../../server/admin/adjustment-repository';
import { markDepositCredited, recordDeposit } from '../../server/payments/deposit-repository';
import { DEPOSIT_TRANSITIONS } from '../../server/deposits/deposit-status';
import { markDepositHeld } from '../../server/protection/deposit-gate';
import { markDepositReturned } from '../../server/protection/held-repository';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const LISTS: [table: string, column: string, list: readonly string[]][] = [
  ['deposits', 'status', DEPOSIT_STATUSES],
  ['withdrawals', 'status', WITHDRAWAL_STATUSES],
  ['withdrawals', 'hold_reason', WITHDRAWAL_HOLD_REASONS],
  ['adjustments', 'status', ADJUSTMENT_STATUSES],
  ['transfers', 'reason', TRANSFER_REASONS],
  ['events', 'type', STREAM_EVENT_TYPES],
  ['bot_outbox', 'kind', NOTIFICATION_KINDS],
  ['complaints', 'kind', COMPLAINT_KINDS],
  ['complaints', 'status', COMPLAINT_STATUSES],
  ['complaints', 'source', COMPLAINT_SOURCES],
  ['bot_complaint_drafts', 'kind', COMPLAINT_KINDS],
  ['complaint_messages', 'author', ['player', 'operator']],
  ['harm_cases', 'marker', HARM_MARKERS],
  ['harm_cases', 'status', HARM_CASE_STATUSES],
  ['harm_case_log', 'action', HARM_CASE_ACTIONS],
  ['protection_changes', 'kind', PROTECTION_CHANGE_KINDS],
  ['protection_changes', 'limit_kind', LIMIT_KINDS],
  ['protection_changes', 'limit_period', LIMIT_PERIODS],
  ['verification_events', 'source', VERIFICATION_SOURCES],
  ['verification_events', 'answer', REVIEW_ANSWERS],
  ['jurisdiction_signal_log', 'kind', JURISDICTION_SIGNAL_KINDS],
  ['jurisdiction_blocks', 'action', BLOCKED_ACTIONS],
];

/** The values a column's list CHECK allows, as Postgres prints it: CHECK ((col = ANY (ARRAY['a'::text, ...]))). */
async function checkedValues(ctx: ServerContext, table: string, column: string): Promise<string[]> {
  const rows = await ctx.db.query<{ def: string }>("SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'", [table]);
  const lists = rows.map((row) => row.def).filter((def) => new RegExp(`^CHECK \\(\\(${column} = ANY \\(ARRAY\\[`).test(def));
  expect(lists, `${table}.${column} has one list CHECK`).toHaveLength(1);
  return [...lists[0]!.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
}

// oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above our ES2022 lib
const sorted = (values: readonly string[]) => [...values].sort();

describeEachDb('lists declared once, and status owners', (ctx) => {
  it.each(LISTS)('holds %s.%s equal to its list in src/contract', async (table, column, list) => {
    expect(sorted(await checkedValues(ctx, table, column))).toEqual(sorted(list));
  });

  it('names every deposit status in the transition table', () => {
    expect(sorted(Object.keys(DEPOSIT_TRANSITIONS))).toEqual(sorted(DEPOSIT_STATUSES));
  });

  it('refuses a deposit status change outside the table, and changes nothing', async () => {
    const user = newTelegramUser();
    const userId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
    const txHash = `owner-test-${Math.random().toString(36).slice(2)}`;
    await recordDeposit(ctx.db, { txHash, lt: 1n, amountMicro: 5_000_000n, memo: null, source: null });
    const status = async () => (await ctx.db.query<{ status: string }>('SELECT status FROM deposits WHERE tx_hash = $1', [txHash]))[0]?.status;
    // unattributed → returned skips being held: refused.
    await expect(ctx.db.transaction((tx) => markDepositReturned(tx, txHash, 1))).rejects.toThrow('deposit ' + txHash + ': unattributed → returned is not an allowed status change');
    await ctx.db.transaction((tx) => markDepositHeld(tx, txHash, userId));
    expect(await status()).toBe('held');
    // A held deposit taken back is final: crediting it afterwards would give it twice.
    await ctx.db.query("UPDATE deposits SET status = 'returned', transfer_id = (SELECT min(id) FROM transfers) WHERE tx_hash = $1", [txHash]);
    await expect(ctx.db.transaction((tx) => markDepositCredited(tx, txHash, userId, 1, new Date()))).rejects.toThrow(/returned → credited is not an allowed status change/);
    expect(await status()).toBe('returned');
  });

  it('refuses an adjustment decided twice', async () => {
    const user = newTelegramUser();
    const userId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
    const at = new Date();
    const a = await ctx.db.transaction((tx) =>
      insertAdjustment(tx, { userId, amountMicro: 1_000_000n, reason: 'owner test', requestedBy: { telegramId: 1, name: 'op' }, requestKey: `k-${userId}`, requestHash: 'h', at }),
    );
    const reject = { status: 'rejected' as const, approvedBy: null, transferId: null, balanceAfterMicro: null, rejectReason: 'no', at };
    expect((await ctx.db.transaction((tx) => decideAdjustment(tx, a!.id, reject))).status).toBe('rejected');
    await expect(ctx.db.transaction((tx) => decideAdjustment(tx, a!.id, { ...reject, rejectReason: 'again' }))).rejects.toThrow(/rejected → rejected is not an allowed status change/);
  });
});
