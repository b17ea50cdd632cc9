/**
 * The terms before the first deposit and the held deposits (docs/player-protection.md),
 * on each database: the deposit flow stays shut until the terms in force are accepted with the 18+
 * confirmation; a deposit held over a deposit limit or during a time-out is released once the limit
 * allows it, exactly once, or returned to the player's wallet on request.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../src/contract/protection';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { releaseAllHeld } from '../../server/payments/release-held';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { checkProofRequest, newTestWallet } from './helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';
import { DEPOSIT_ADDRESS, newPlayer, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
});
afterAll(async () => {
  await chain?.close();
});

const poll = (ctx: ServerContext) => new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce();
const wallet = async (ctx: ServerContext, user: InitDataUser) => (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
const terms = (ctx: ServerContext, user: InitDataUser, body: unknown) => ctx.call('POST', '/api/v1/player/terms', { user, body });
const statuses = async (ctx: ServerContext, userId: number) =>
  (await ctx.db.query<{ status: string }>('SELECT status FROM deposits WHERE user_id = $1 ORDER BY lt', [userId])).map((row) => row.status);
const depositTransfers = async (ctx: ServerContext, userId: number) =>
  ctx.db.query<{ reference: string }>("SELECT reference FROM transfers WHERE to_account = $1 AND reason = 'deposit' ORDER BY id", [`player:${userId}`]);

async function deposit(ctx: ServerContext, memo: string, units: bigint): Promise<void> {
  chain.deposit({ units, memo });
  expect((await poll(ctx)).status).toBe('done');
}

/** A player who accepted the terms and set a daily deposit limit of `amount` USDT, with their deposit memo. */
async function playerWithDailyDepositLimit(ctx: ServerContext, amount: string) {
  const { user, id } = await newPlayer(ctx, { bound: false });
  expect((await terms(ctx, user, { version: TERMS_VERSION, adult: true })).status).toBe(200);
  const { depositMemo } = await wallet(ctx, user);
  expect((await ctx.call('PUT', '/api/v1/player/limits', { user, body: { kind: 'deposit', period: 'day', amount } })).status).toBe(200);
  return { user, id, depositMemo: depositMemo as string };
}

describeEachDb(
  'terms before the first deposit, and held deposits',
  (ctx) => {
    beforeAll(() => chain.reset());

    it('keeps the deposit flow shut until the terms in force are accepted with the 18+ confirmation, and asks again for a new version', async () => {
      const user = newTelegramUser();
      const before = await wallet(ctx, user);
      expect(before).toMatchObject({ termsAccepted: false, depositAddress: null, depositMemo: null });
      for (const [method, url] of [
        ['GET', '/api/v1/wallet/proof-payload'],
        ['GET', '/api/v1/wallet/jetton-wallet'],
      ] as const) {
        const refused = await ctx.call(method, url, { user });
        expect([refused.status, refused.json.error.code, refused.json.error.details]).toEqual([403, 'terms_required', { version: TERMS_VERSION }]);
      }
      const bind = await ctx.call('POST', '/api/v1/wallet/bind', { user, body: checkProofRequest(newTestWallet('v5'), { payload: 'ab'.repeat(32), domain: 'localhost:80' }) });
      expect([bind.status, bind.json.error.code]).toEqual([403, 'terms_required']);

      // Bad input records nothing: no 18+ confirmation, an old or made-up version, a wrong shape.
      for (const body of [{ version: TERMS_VERSION, adult: false }, { version: TERMS_VERSION }, { version: '2020-1', adult: true }, { version: 1, adult: true }, { version: TERMS_VERSION, adult: 'yes' }]) {
        const refused = await terms(ctx, user, body);
        expect([refused.status, refused.json.error.code]).toEqual([400, 'invalid_request']);
      }
      expect((await wallet(ctx, user)).termsAccepted).toBe(false);

      ctx.now = new Date('2026-11-26T10:00:00Z');
      expect((await terms(ctx, user, { version: TERMS_VERSION, adult: true })).json.data.termsVersion).toBe(TERMS_VERSION);
      ctx.now = null;
      const [recorded] = await ctx.db.query<{ terms_version: string; terms_accepted_at: Date }>(
        'SELECT terms_version, terms_accepted_at FROM player_protection p JOIN users u ON u.id = p.user_id WHERE u.telegram_id = $1',
        [user.id],
      );
      expect(recorded).toEqual({ terms_version: TERMS_VERSION, terms_accepted_at: new Date('2026-11-26T10:00:00Z') });
      const after = await wallet(ctx, user);
      expect(after.termsAccepted).toBe(true);
      expect(after.depositMemo).toMatch(/^sw/);
      expect(after.depositAddress).not.toBeNull();
      expect((await ctx.call('GET', '/api/v1/wallet/proof-payload', { user })).status).toBe(200);

      // The player accepted an older version: a new one asks again before the next deposit.
      await ctx.db.query("UPDATE player_protection p SET terms_version = '2025-01-1' FROM users u WHERE u.id = p.user_id AND u.telegram_id = $1", [user.id]);
      expect(await wallet(ctx, user)).toMatchObject({ termsAccepted: false, depositMemo: null });
      expect((await ctx.call('GET', '/api/v1/wallet/proof-payload', { user })).json.error.code).toBe('terms_required');
    });

    it('a daily deposit limit of 10: deposits up to exactly 10 are credited, one micro-USDT more is held; each credit comes from house:deposits', async () => {
      const { user, id, depositMemo } = await playerWithDailyDepositLimit(ctx, '10');
      await deposit(ctx, depositMemo, 8_000_000n);
      await deposit(ctx, depositMemo, 1_999_999n);
      await deposit(ctx, depositMemo, 1n);
      await deposit(ctx, depositMemo, 1n);
      expect(await statuses(ctx, id)).toEqual(['credited', 'credited', 'credited', 'held']);
      expect(await wallet(ctx, user)).toMatchObject({ balance: '110.000000', held: '0.000001' });
      const legs = await ctx.db.query<{ from_account: string; to_account: string }>("SELECT from_account, to_account FROM transfers WHERE reason = 'deposit' AND reference LIKE 'deposit:%' AND (from_account = $1 OR to_account = $1) ORDER BY id", [`player:${id}`]);
      expect(legs).toEqual([1, 2, 3].map(() => ({ from_account: 'house:deposits', to_account: `player:${id}` })));
    });

    it('holds a deposit over the daily deposit limit and releases it once, when the next day allows it', async () => {
      const { user, id, depositMemo } = await playerWithDailyDepositLimit(ctx, '10');
      await deposit(ctx, depositMemo, 8_000_000n);
      await deposit(ctx, depositMemo, 5_000_000n);
      expect(await statuses(ctx, id)).toEqual(['credited', 'held']);
      expect(await wallet(ctx, user)).toMatchObject({ balance: '108.000000', held: '5.000000' });
      // Still today: the periodic release finds the limit used and leaves it held.
      expect(await releaseAllHeld(ctx.db, new Date(), ctx.config.jurisdictions)).toBe(0);

      // Tomorrow the day's limit is free again: the read releases it, and concurrent reads and the
      // periodic job release it once between them.
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
      ctx.now = tomorrow;
      const reads = await Promise.all([wallet(ctx, user), wallet(ctx, user), releaseAllHeld(ctx.db, tomorrow, ctx.config.jurisdictions), wallet(ctx, user)]);
      ctx.now = null;
      expect(reads[3]).toMatchObject({ balance: '113.000000', held: '0.000000' });
      expect(await statuses(ctx, id)).toEqual(['credited', 'credited']);
      expect(await depositTransfers(ctx, id)).toHaveLength(2);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('releases nothing during a time-out, everything after it; a held amount can be taken back to the bound wallet instead', async () => {
      const player = await newPlayer(ctx);
      const { user, id } = player;
      const { depositMemo } = await wallet(ctx, user);
      expect((await ctx.call('POST', '/api/v1/player/time-out', { user, body: { days: 1 } })).status).toBe(200);
      await deposit(ctx, depositMemo, 3_000_000n);
      await deposit(ctx, depositMemo, 4_000_000n);
      expect(await wallet(ctx, user)).toMatchObject({ balance: '100.000000', held: '7.000000' });

      // Taken back: bad keys and nothing held refused, then one withdrawal of the held sum, once.
      const noKey = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user });
      expect([noKey.status, noKey.json.error.code]).toEqual([400, 'invalid_request']);
      const taken = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'held-1' } });
      expect(taken.status).toBe(201);
      const again = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'held-1' } });
      expect([again.status, again.json.data.id]).toEqual([200, taken.json.data.id]);
      const reused = await ctx.call('POST', '/api/v1/wallet/withdrawals', { user, body: { amount: '7' }, headers: { 'idempotency-key': 'held-1' } });
      expect([reused.status, reused.json.error.code]).toEqual([422, 'idempotency_key_reused']);
      const none = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'held-2' } });
      expect([none.status, none.json.error.code]).toEqual([409, 'nothing_held']);
      expect(await ctx.db.query('SELECT amount_micro, status FROM withdrawals WHERE user_id = $1', [id])).toEqual([{ amount_micro: 7_000_000n, status: 'pending' }]);
      expect(await statuses(ctx, id)).toEqual(['returned', 'returned']);
      expect(await wallet(ctx, user)).toMatchObject({ balance: '100.000000', held: '0.000000' });

      // Another deposit during the time-out waits for its end, then is released.
      await deposit(ctx, depositMemo, 6_000_000n);
      expect(await releaseAllHeld(ctx.db, new Date(), ctx.config.jurisdictions)).toBe(0);
      ctx.now = new Date(Date.now() + 25 * 3600 * 1000);
      expect(await wallet(ctx, user)).toMatchObject({ balance: '106.000000', held: '0.000000' });
      ctx.now = null;
      expect(await booksProblems(ctx.db)).toEqual([]);
    });
  },
  () => paymentsEnv(chain.url),
);
