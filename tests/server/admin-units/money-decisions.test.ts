/**
 * The back office's money decisions called directly on a migrated PGlite, with no server
 * (server/admin/: adjustments, withdrawal approvals, unattributed deposits, the audit trail): each
 * threshold at, one micro-USDT under and over, and both accounts of every transfer named. The
 * HTTP tests (admin-adjustments, admin-withdrawals, admin-solo-limits) run the same paths through
 * the console; these are the ones `npm run mutate -- "server/admin"` re-runs per mutant.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approveAdjustment, rejectAdjustment } from '../../../server/admin/adjust-balance';
import type { AdminDeps } from '../../../server/admin/admin-deps';
import type { Acting } from '../../../server/admin/audit-repository';
import { listAudit } from '../../../server/admin/audit-repository';
import { audited } from '../../../server/admin/audited';
import { assignDeposit, refundDeposit } from '../../../server/admin/decide-deposit';
import { approveWithdrawalAs, rejectWithdrawalAs } from '../../../server/admin/decide-withdrawal';
import { listWithdrawals, playerWithdrawals } from '../../../server/admin/withdrawal-queue-repository';
import { requestAdjustment } from '../../../server/admin/request-adjustment';
import { SOLO_WINDOW_MS, windowStart } from '../../../server/admin/solo-limit';
import { playerAccount, type Account } from '../../../server/books/accounts';
import { balanceOf, postTransfer } from '../../../server/books/transfer-repository';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import { ApiError } from '../../../server/http/api-error';
import { insertWithdrawal } from '../../../server/withdrawals/withdrawal-repository';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

const ALICE: Acting = { telegramId: 9101, name: 'Alice', role: 'finance' };
const BOB: Acting = { telegramId: 9102, name: 'Bob', role: 'finance' };
/** The adjustments' and the withdrawals' dual-approval thresholds. */
const ADJ_DUAL = 100_000_000n;
const WD_DUAL = 80_000_000n;
const T0 = new Date('2026-03-01T12:00:00Z');

let db: Db;
let deps: AdminDeps;
let now = T0;
let player: number;
let refs = 0;

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
beforeEach(async () => {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TELEGRAM_IDS: `${ALICE.telegramId}:finance,${BOB.telegramId}:finance`, ADJUSTMENT_DUAL_APPROVAL_ABOVE: '100' });
  const config = { ...base, payments: { withdrawDualApprovalAboveMicro: WD_DUAL } } as unknown as Config;
  now = new Date(T0.getTime() + refs * 1000);
  deps = { config, db, clock: () => now, onChainUsdt: null };
  player = await insertUser(db);
});

const bal = (account: Account) => balanceOf(db, account);
async function fund(userId: number, micro: bigint): Promise<void> {
  refs += 1;
  await postTransfer(db, { from: 'house:bankroll', to: playerAccount(userId), amountMicro: micro, reason: 'admin_credit', reference: `fund:${refs}:${Math.random()}` });
}
const key = () => `key-${Math.random()}`;
const adjust = (who: Acting, amountMicro: bigint, userId = player) => requestAdjustment(deps, who, { playerId: userId, amountMicro, reason: 'goodwill', key: key() });
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'no error';
}
const audits = async (target: string) => listAudit(db, { target, limit: 50 });

describe('adjustments', () => {
  it('posts a credit of exactly the threshold alone, from house:bankroll to the player', async () => {
    const bankroll = await bal('house:bankroll');
    const { adjustment, replayed } = await adjust(ALICE, ADJ_DUAL);
    expect(replayed).toBe(false);
    expect(adjustment).toMatchObject({ status: 'posted', amount: '100.000000', balanceAfter: '100.000000', approvedBy: null, requestedBy: { telegramId: ALICE.telegramId, name: 'Alice' } });
    expect(await bal(playerAccount(player))).toBe(ADJ_DUAL);
    expect(await bal('house:bankroll')).toBe(bankroll - ADJ_DUAL);
    const [entry] = await audits(`player:${player}`);
    expect(entry).toMatchObject({ action: 'adjustment.request', outcome: 'done', reason: 'goodwill', before: { balance: '0.000000' } });
  });

  it('keeps a credit one micro-USDT over the threshold waiting for a second operator', async () => {
    const { adjustment } = await adjust(ALICE, ADJ_DUAL + 1n);
    expect(adjustment).toMatchObject({ status: 'awaiting_approval', balanceAfter: null });
    expect(await bal(playerAccount(player))).toBe(0n);
  });

  it('keeps a large debit waiting: one operator alone never takes more than the threshold', async () => {
    await fund(player, 500_000_000n);
    const bankroll = await bal('house:bankroll');
    const { adjustment } = await adjust(ALICE, -(ADJ_DUAL + 1n));
    expect(adjustment.status).toBe('awaiting_approval');
    expect(await bal(playerAccount(player))).toBe(500_000_000n);
    // The same operator cannot approve it; another can, and the debit goes to house:bankroll.
    expect(await codeOf(approveAdjustment(deps, ALICE, adjustment.id))).toBe('same_operator');
    const approved = await approveAdjustment(deps, BOB, adjustment.id);
    expect(approved).toMatchObject({ status: 'posted', approvedBy: { telegramId: BOB.telegramId, name: 'Bob' }, balanceAfter: '399.999999' });
    expect(await bal(playerAccount(player))).toBe(500_000_000n - ADJ_DUAL - 1n);
    expect(await bal('house:bankroll')).toBe(bankroll + ADJ_DUAL + 1n);
    expect(await codeOf(approveAdjustment(deps, BOB, adjustment.id))).toBe('not_awaiting_approval');
  });

  it('posts a debit of exactly the threshold alone, to house:bankroll, and its balance after', async () => {
    await fund(player, 150_000_000n);
    const bankroll = await bal('house:bankroll');
    const { adjustment } = await adjust(ALICE, -ADJ_DUAL);
    expect(adjustment).toMatchObject({ status: 'posted', amount: '-100.000000', balanceAfter: '50.000000' });
    expect(await bal(playerAccount(player))).toBe(50_000_000n);
    expect(await bal('house:bankroll')).toBe(bankroll + ADJ_DUAL);
  });

  it('adds up what one operator posted alone for the player in 24 hours, by size, to the micro-USDT', async () => {
    await fund(player, 10_000_000n);
    expect((await adjust(ALICE, -10_000_000n)).adjustment.status).toBe('posted');
    expect((await adjust(ALICE, ADJ_DUAL - 10_000_000n)).adjustment.status).toBe('posted');
    // 100 alone now: one micro-USDT more, of either sign, waits.
    expect((await adjust(ALICE, 1n)).adjustment.status).toBe('awaiting_approval');
    expect((await adjust(ALICE, -1n)).adjustment.status).toBe('awaiting_approval');
    // Another operator, or another player, starts from nothing.
    expect((await adjust(BOB, 1n)).adjustment.status).toBe('posted');
    const other = await insertUser(db);
    expect((await adjust(ALICE, ADJ_DUAL, other)).adjustment.status).toBe('posted');
    // What a second operator approved does not count as alone.
    const waiting = await adjust(ALICE, 5n);
    await approveAdjustment(deps, BOB, waiting.adjustment.id);
    expect((await adjust(BOB, ADJ_DUAL - 1n)).adjustment.status).toBe('posted');
  });

  it('forgets what was posted alone 24 hours ago, and not one millisecond earlier', async () => {
    const start = now;
    expect((await adjust(ALICE, ADJ_DUAL)).adjustment.status).toBe('posted');
    now = new Date(start.getTime() + SOLO_WINDOW_MS - 1);
    expect((await adjust(ALICE, 1n)).adjustment.status).toBe('awaiting_approval');
    now = new Date(start.getTime() + SOLO_WINDOW_MS);
    expect((await adjust(ALICE, 1n)).adjustment.status).toBe('posted');
    expect(windowStart(new Date(SOLO_WINDOW_MS + 5))).toEqual(new Date(5));
  });

  it('refuses a debit past the balance, to the micro-USDT, and audits the refusal', async () => {
    await fund(player, 5_000_000n);
    expect(await codeOf(adjust(ALICE, -5_000_001n))).toBe('insufficient_balance');
    expect((await audits(`player:${player}`))[0]).toMatchObject({ outcome: 'refused', reason: 'insufficient_balance', action: 'adjustment.request' });
    // One that would wait for a second operator is refused at once too.
    expect(await codeOf(adjust(ALICE, -(ADJ_DUAL + 1n)))).toBe('insufficient_balance');
    expect((await adjust(ALICE, -5_000_000n)).adjustment).toMatchObject({ status: 'posted', balanceAfter: '0.000000' });
  });

  it('refuses at approval a waiting debit the balance no longer covers', async () => {
    await fund(player, 200_000_000n);
    const { adjustment } = await adjust(ALICE, -150_000_000n);
    expect(adjustment.status).toBe('awaiting_approval');
    await adjust(BOB, -60_000_000n);
    expect(await codeOf(approveAdjustment(deps, BOB, adjustment.id))).toBe('insufficient_balance');
    expect(await bal(playerAccount(player))).toBe(140_000_000n);
  });

  it('refuses an unknown player, answers a retry with the first adjustment and a reused key with a 422', async () => {
    expect(await codeOf(adjust(ALICE, 1n, 987_654_321))).toBe('player_not_found');
    const r = { playerId: player, amountMicro: 7n, reason: 'goodwill', key: key() };
    const first = await requestAdjustment(deps, ALICE, r);
    const again = await requestAdjustment(deps, ALICE, { ...r });
    expect(again).toEqual({ adjustment: first.adjustment, replayed: true });
    expect(await bal(playerAccount(player))).toBe(7n);
    expect(await codeOf(requestAdjustment(deps, ALICE, { ...r, amountMicro: 8n }))).toBe('idempotency_key_reused');
    expect(await codeOf(requestAdjustment(deps, ALICE, { ...r, reason: 'other' }))).toBe('idempotency_key_reused');
    // The key is the operator's own: another operator's same key is a new adjustment.
    expect((await requestAdjustment(deps, BOB, r)).replayed).toBe(false);
    expect(await bal(playerAccount(player))).toBe(14n);
  });

  it('looks for the key again when another request took it between the look and the insert, three times at most', async () => {
    const r = { playerId: player, amountMicro: 9n, reason: 'goodwill', key: key() };
    const first = await requestAdjustment(deps, ALICE, r);
    // The look misses the key's row (as it would while the other request had not committed yet).
    let misses = 0;
    const blind = (times: number) => ({
      ...deps,
      db: {
        ...db,
        query: <T>(sql: string, params?: readonly unknown[]) => {
          if (sql.startsWith('SELECT * FROM adjustments WHERE requested_by') && misses < times) {
            misses += 1;
            return Promise.resolve([] as T[]);
          }
          return db.query<T>(sql, params);
        },
        transaction: db.transaction.bind(db),
      } as Db,
    });
    expect(await requestAdjustment(blind(2), ALICE, r)).toEqual({ adjustment: first.adjustment, replayed: true });
    expect(misses).toBe(2);
    misses = 0;
    const gaveUp = await requestAdjustment(blind(3), ALICE, r).catch((e: unknown) => e);
    expect((gaveUp as Error).constructor.name).toBe('KeyTaken');
    expect(misses).toBe(3);
    expect(await bal(playerAccount(player))).toBe(9n);
  });

  it('rejects a waiting adjustment with its reason, moving no money', async () => {
    const { adjustment } = await adjust(ALICE, ADJ_DUAL + 1n);
    const rejected = await rejectAdjustment(deps, BOB, adjustment.id, 'not agreed');
    expect(rejected).toMatchObject({ status: 'rejected', approvedBy: null, balanceAfter: null });
    expect(await bal(playerAccount(player))).toBe(0n);
    expect((await audits(`adjustment:${adjustment.id}`))[0]).toMatchObject({ action: 'adjustment.reject', outcome: 'done', reason: 'not agreed' });
    expect(await codeOf(rejectAdjustment(deps, BOB, adjustment.id, 'again'))).toBe('not_awaiting_approval');
    expect(await codeOf(rejectAdjustment(deps, BOB, 987_654_321, 'none'))).toBe('adjustment_not_found');
    expect(await codeOf(approveAdjustment(deps, BOB, 987_654_321))).toBe('adjustment_not_found');
  });
});

describe('withdrawal approvals', () => {
  /** A withdrawal waiting for approval, its amount already moved to house:withdrawals_in_flight as a request does. */
  async function awaiting(amountMicro: bigint, userId = player): Promise<number> {
    await fund(userId, amountMicro);
    const w = await insertWithdrawal(db, { userId, source: 'cashout', requestKey: key(), requestHash: 'ab'.repeat(32), amountMicro, destination: `0:${'11'.repeat(32)}`, status: 'awaiting_approval' });
    await postTransfer(db, { from: playerAccount(userId), to: 'house:withdrawals_in_flight', amountMicro, reason: 'withdrawal', reference: `withdrawal:${w.id}` });
    return w.id;
  }

  it('hands a withdrawal of exactly the threshold to the payout worker on one approval', async () => {
    const id = await awaiting(WD_DUAL);
    const row = await approveWithdrawalAs(deps, ALICE, id);
    expect(row).toMatchObject({ status: 'pending', neededApprovals: 1 });
    expect((await audits(`withdrawal:${id}`))[0]).toMatchObject({ action: 'withdrawal.approve', outcome: 'done', before: { status: 'awaiting_approval' }, after: { status: 'pending' } });
    expect(await codeOf(approveWithdrawalAs(deps, BOB, id))).toBe('already_approved');
  });

  it('needs two operators one micro-USDT over the threshold, and never the same one twice', async () => {
    const id = await awaiting(WD_DUAL + 1n);
    expect(await approveWithdrawalAs(deps, ALICE, id)).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2 });
    expect(await codeOf(approveWithdrawalAs(deps, ALICE, id))).toBe('same_operator');
    expect(await approveWithdrawalAs(deps, BOB, id)).toMatchObject({ status: 'pending' });
  });

  it('adds up what one operator approved alone for the player: past the threshold the next needs a second', async () => {
    const first = await approveWithdrawalAs(deps, ALICE, await awaiting(WD_DUAL - 10n));
    expect(first.status).toBe('pending');
    // 10 micro-USDT left alone: exactly that goes on, one more does not.
    const second = await awaiting(10n);
    expect((await approveWithdrawalAs(deps, ALICE, second)).status).toBe('pending');
    const third = await awaiting(1n);
    expect(await approveWithdrawalAs(deps, ALICE, third)).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2 });
    // Another operator approves it as its second; for them alone the sum starts from nothing.
    expect((await approveWithdrawalAs(deps, BOB, third)).status).toBe('pending');
    expect((await approveWithdrawalAs(deps, BOB, await awaiting(WD_DUAL - 1n))).status).toBe('pending');
    // Another player's starts from nothing for Alice too.
    const other = await insertUser(db);
    expect((await approveWithdrawalAs(deps, ALICE, await awaiting(WD_DUAL, other))).status).toBe('pending');
  });

  it('does not count a withdrawal approved alone and then refused, nor one approved 24 hours ago', async () => {
    const start = now;
    const rejected = await awaiting(WD_DUAL + 1n);
    await approveWithdrawalAs(deps, ALICE, rejected);
    await rejectWithdrawalAs(deps, BOB, rejected, 'no');
    expect((await approveWithdrawalAs(deps, ALICE, await awaiting(WD_DUAL))).status).toBe('pending');
    now = new Date(start.getTime() + SOLO_WINDOW_MS - 1);
    expect((await approveWithdrawalAs(deps, ALICE, await awaiting(1n))).status).toBe('awaiting_approval');
    now = new Date(start.getTime() + SOLO_WINDOW_MS);
    expect((await approveWithdrawalAs(deps, ALICE, await awaiting(1n))).status).toBe('pending');
  });

  it('answers a withdrawal already with the payout worker as approved, and a refunded one as not waiting', async () => {
    for (const [status, code] of [['pending', 'already_approved'], ['sending', 'already_approved'], ['sent', 'already_approved'], ['failed_refunded', 'not_awaiting_approval']] as const) {
      const id = await awaiting(1n);
      // The locked row as it would read in that status (a sending or sent one needs a batch and a transaction on chain).
      const seen: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              exec: (sql) => tx.exec(sql),
              query: async <T>(sql: string, params?: readonly unknown[]) => {
                const rows = await tx.query<T>(sql, params);
                return sql.startsWith('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE') ? rows.map((row) => ({ ...row, status })) : rows;
              },
            }),
          ),
      } as Db;
      expect([status, await codeOf(approveWithdrawalAs({ ...deps, db: seen }, ALICE, id))]).toEqual([status, code]);
      expect([status, await codeOf(rejectWithdrawalAs({ ...deps, db: seen }, ALICE, id, 'late'))]).toEqual([status, code]);
    }
  });

  it('lists the queue and a player’s withdrawals with their approvals, needed approvals and reasons', async () => {
    const small = await awaiting(WD_DUAL);
    const big = await awaiting(WD_DUAL + 1n);
    const approvedAt = now;
    await approveWithdrawalAs(deps, ALICE, big);
    const marked = await awaiting(WD_DUAL);
    now = new Date(now.getTime() + 1000);
    await approveWithdrawalAs(deps, ALICE, await awaiting(1n));
    await rejectWithdrawalAs(deps, BOB, small, 'wrong address');
    // Alice's own sum is past the threshold now: her approval of `marked` needs a second.
    expect((await approveWithdrawalAs(deps, ALICE, marked)).neededApprovals).toBe(2);
    const mine = await playerWithdrawals(db, player, WD_DUAL, 10);
    expect(mine.every((w, i) => i === 0 || mine[i - 1]!.id > w.id)).toBe(true);
    expect(await playerWithdrawals(db, player, WD_DUAL, 2)).toHaveLength(2);
    const row = (id: number) => mine.find((w) => w.id === id)!;
    expect(row(big)).toMatchObject({
      player: { id: player, name: 'T' },
      amount: '80.000001',
      status: 'awaiting_approval',
      source: 'cashout',
      neededApprovals: 2,
      approvals: [{ operator: { telegramId: ALICE.telegramId, name: 'Alice' }, at: approvedAt.toISOString() }],
      rejectReason: null,
      txHash: null,
    });
    expect(row(small)).toMatchObject({ status: 'rejected_refunded', rejectReason: 'wrong address', approvals: [], neededApprovals: 1 });
    // Above the threshold it needs two before anyone approved it.
    const fresh = await awaiting(WD_DUAL + 1n);
    expect((await playerWithdrawals(db, player, WD_DUAL, 1))[0]).toMatchObject({ id: fresh, neededApprovals: 2, approvals: [] });
    expect(row(marked)).toMatchObject({ neededApprovals: 2, approvals: [{ operator: { telegramId: ALICE.telegramId } }] });
    expect(typeof row(big).createdAt).toBe('string');
    const queue = await listWithdrawals(db, 'awaiting_approval', WD_DUAL);
    expect(queue.every((w) => w.status === 'awaiting_approval')).toBe(true);
    expect(queue.map((w) => w.id)).toEqual(expect.arrayContaining([big, marked]));
    expect(queue.map((w) => w.id)).not.toContain(small);
    expect((await listWithdrawals(db, null, WD_DUAL)).map((w) => w.id)).toContain(small);
    expect(await listWithdrawals(db, null, WD_DUAL, 1)).toHaveLength(1);
  });

  it('needs two approvals for every withdrawal when no payments are configured (no threshold)', async () => {
    const off = { ...deps, config: { ...deps.config, payments: null } as unknown as Config };
    const id = await awaiting(1n);
    expect(await approveWithdrawalAs(off, ALICE, id)).toMatchObject({ status: 'awaiting_approval', neededApprovals: 2 });
    expect((await approveWithdrawalAs(off, BOB, id)).status).toBe('pending');
  });

  it('rejects with a reason: the amount goes back from house:withdrawals_in_flight to the player', async () => {
    const id = await awaiting(30_000_000n);
    const inFlight = await bal('house:withdrawals_in_flight');
    const row = await rejectWithdrawalAs(deps, ALICE, id, 'suspicious');
    expect(row).toMatchObject({ status: 'rejected_refunded' });
    expect(await bal(playerAccount(player))).toBe(30_000_000n);
    expect(await bal('house:withdrawals_in_flight')).toBe(inFlight - 30_000_000n);
    expect((await audits(`withdrawal:${id}`))[0]).toMatchObject({ action: 'withdrawal.reject', reason: 'suspicious', after: { status: 'rejected_refunded' } });
    expect(await codeOf(rejectWithdrawalAs(deps, ALICE, id, 'again'))).toBe('not_awaiting_approval');
    expect(await codeOf(approveWithdrawalAs(deps, ALICE, id))).toBe('not_awaiting_approval');
    expect(await codeOf(approveWithdrawalAs(deps, ALICE, 987_654_321))).toBe('withdrawal_not_found');
    expect(await bal(playerAccount(player))).toBe(30_000_000n);
  });
});

describe('unattributed deposits', () => {
  async function unattributed(micro: bigint, source: string | null = 'EQsender'): Promise<string> {
    refs += 1;
    const hash = `${refs}${Math.floor(Math.random() * 1e9)}`.padEnd(64, 'a');
    await db.query("INSERT INTO deposits (tx_hash, lt, amount_micro, memo, source, status) VALUES ($1, $2, $3, 'no-such-memo', $4, 'unattributed')", [hash, refs, micro, source]);
    return hash;
  }

  it('assigns one to a player: house:deposits to the player, once', async () => {
    const hash = await unattributed(12_000_000n);
    const deposits = await bal('house:deposits');
    const done = await assignDeposit(deps, ALICE, hash, player);
    expect(done).toMatchObject({ status: 'credited', txHash: hash });
    expect(await bal(playerAccount(player))).toBe(12_000_000n);
    expect(await bal('house:deposits')).toBe(deposits - 12_000_000n);
    expect((await audits(`deposit:${hash}`))[0]).toMatchObject({ action: 'deposit.assign', before: { status: 'unattributed' }, after: { status: 'credited', playerId: player } });
    expect((await audits(`deposit:${hash}`))[0]?.before).not.toHaveProperty('amountMicro');
    expect(await codeOf(assignDeposit(deps, ALICE, hash, player))).toBe('deposit_already_settled');
    expect(await codeOf(assignDeposit(deps, ALICE, 'f'.repeat(64), player))).toBe('deposit_not_found');
    expect(await codeOf(assignDeposit(deps, ALICE, await unattributed(1n), 987_654_321))).toBe('player_not_found');
    expect(await bal(playerAccount(player))).toBe(12_000_000n);
  });

  it('marks one for refund to its sender, moving no money; without payments or a sender it cannot', async () => {
    const hash = await unattributed(3_000_000n);
    const deposits = await bal('house:deposits');
    expect(await refundDeposit(deps, ALICE, hash, 'unknown memo')).toMatchObject({ status: 'refunding' });
    expect(await bal('house:deposits')).toBe(deposits);
    expect((await audits(`deposit:${hash}`))[0]).toMatchObject({ action: 'deposit.refund', reason: 'unknown memo', after: { status: 'refunding' } });
    expect(await codeOf(refundDeposit(deps, ALICE, hash, 'again'))).toBe('deposit_already_settled');
    expect(await codeOf(refundDeposit(deps, ALICE, await unattributed(1n, null), 'no sender'))).toBe('refund_unavailable');
    const off = { ...deps, config: { ...deps.config, payments: null } as unknown as Config };
    expect(await codeOf(refundDeposit(off, ALICE, await unattributed(1n), 'payments off'))).toBe('refund_unavailable');
  });
});

describe('audited', () => {
  it('commits the change with its entry, or rolls it back and logs the refusal alone', async () => {
    const target = `player:${player}`;
    expect(await audited(deps, ALICE, 'adjustment.request', target, async () => ({ before: { a: 1 }, after: { a: 2 }, result: 'ok' }))).toBe('ok');
    expect((await audits(target))[0]).toMatchObject({ outcome: 'done', reason: null, before: { a: 1 }, after: { a: 2 }, operator: { telegramId: ALICE.telegramId, name: 'Alice' }, role: 'finance' });
    const refused = audited(deps, ALICE, 'adjustment.request', target, async (tx) => {
      await postTransfer(tx, { from: 'house:bankroll', to: playerAccount(player), amountMicro: 5n, reason: 'admin_credit', reference: `rolled-back:${player}` });
      throw new ApiError(409, 'insufficient_balance', 'no');
    });
    expect(await codeOf(refused)).toBe('insufficient_balance');
    expect(await bal(playerAccount(player))).toBe(0n);
    const [entry] = await audits(target);
    expect(entry).toMatchObject({ outcome: 'refused', reason: 'insufficient_balance', before: null, after: null });
    // Any other error rolls back and is not logged as a refusal.
    await expect(audited(deps, ALICE, 'adjustment.request', target, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await audits(target)).toHaveLength(2);
  });
});
