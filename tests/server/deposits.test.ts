/**
 * The deposit watcher (server/payments/deposit-watcher.ts) against the toncenter stand-in, on each
 * database: a USDT transfer with a player's memo is credited exactly once, whatever the indexer
 * or a second watcher does; everything else credits nothing and loses nothing.
 */
import { Address } from '@ton/core';
import { beforeAll, expect, it } from 'vitest';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { booksProblems } from './helpers/test-database';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';
import { startPaymentsStandIn } from './helpers/payments-kit';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd1));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x05));
const FAKE_MASTER = new Address(0, Buffer.alloc(32, 0xfa));

const { chain, env } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

const watcherOf = (ctx: ServerContext) => new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions });

async function newDepositor(ctx: ServerContext) {
  const user = newTelegramUser();
  await acceptTerms(ctx, user);
  const wallet = (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
  return { user, memo: wallet.depositMemo as string };
}

async function depositsOf(ctx: ServerContext, memo: string) {
  return ctx.db.query<{ status: string; amount_micro: bigint; transfer_id: bigint | null }>('SELECT status, amount_micro, transfer_id FROM deposits WHERE memo = $1', [memo]);
}

async function depositTransfers(ctx: ServerContext, user: { id: number }) {
  return ctx.db.query<{ amount_micro: bigint }>(
    "SELECT t.amount_micro FROM transfers t JOIN users u ON t.to_account = 'player:' || u.id WHERE u.telegram_id = $1 AND t.reason = 'deposit'",
    [user.id],
  );
}

function resetChain(): void {
  chain.mode = 'ok';
  chain.ignoreStartLt = false;
  chain.delayMs = 0;
  chain.onTransfersServed = null;
}

describeEachDb(
  'the deposit watcher',
  (ctx) => {
    // Each database starts from an empty chain (the stand-in serves both suites).
    beforeAll(() => chain.reset());

    it('credits a deposit once after three polls and a restart, with a new_deposit event and the statement line', async () => {
      resetChain();
      const { user, memo } = await newDepositor(ctx);
      expect(memo).toMatch(/^sw[0-9a-f]{12}$/);
      const sent = chain.deposit({ units: 25_000_000n, memo });
      const watcher = watcherOf(ctx);
      expect(await watcher.pollOnce()).toMatchObject({ status: 'done', credited: 1 });
      expect(await watcher.pollOnce()).toMatchObject({ status: 'done', credited: 0 });
      expect(await watcher.pollOnce()).toMatchObject({ status: 'done', credited: 0 });
      // A restart: a new watcher knows nothing but the cursor in the database.
      expect(await watcherOf(ctx).pollOnce()).toMatchObject({ status: 'done', credited: 0 });
      expect(await ctx.balance(user)).toBe('125.000000');
      expect(await depositTransfers(ctx, user)).toEqual([{ amount_micro: 25_000_000n }]);
      const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
      const events = await ctx.db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE user_id = $1', [me.id]);
      expect(events).toEqual([{ type: 'new_deposit', data: { amount: '25.000000' } }]);
      const statement = (await ctx.call('GET', '/api/v1/wallet/transactions', { user })).json;
      const hash = Buffer.from(sent.transaction_hash, 'base64').toString('hex');
      expect(statement).toEqual({ data: [{ id: expect.any(String), kind: 'deposit', amount: '25.000000', status: 'credited', createdAt: expect.any(String), txHash: hash, balanceAfter: '125.000000', rejectReason: null }], page: 1, hasNext: false });
      // The watcher asked for our own USDT jetton wallet, then its incoming transfers from the cursor.
      const ours = chain.jettonWalletOf(DEPOSIT_ADDRESS, USDT_MASTER).toRawString();
      expect(chain.requests[0]).toBe(`/api/v3/jetton/wallets?owner_address=${encodeURIComponent(DEPOSIT_ADDRESS.toRawString())}&jetton_address=${encodeURIComponent(USDT_MASTER.toRawString())}&limit=1&offset=0`);
      expect(chain.requests.at(-1)).toBe(`/api/v3/jetton/transfers?jetton_wallet=${encodeURIComponent(ours)}&direction=in&start_lt=${sent.transaction_lt}&sort=asc&limit=100&offset=0`);
    });

    it('credits nothing for a fake jetton with a valid memo, an aborted transaction or a transfer to someone else', async () => {
      resetChain();
      const { user, memo } = await newDepositor(ctx);
      const ourWallet = chain.jettonWalletOf(DEPOSIT_ADDRESS, USDT_MASTER);
      // An indexer that lists them under our wallet anyway: the watcher checks each itself.
      const key = ourWallet.toRawString().toUpperCase();
      const list = chain.transfers.get(key) ?? [];
      chain.transfers.set(key, list);
      const fake = chain.deposit({ units: 1_000_000_000n, memo, master: FAKE_MASTER });
      const elsewhere = chain.deposit({ units: 1_000_000_000n, memo, destination: new Address(0, Buffer.alloc(32, 0xee)) });
      list.push(fake, elsewhere);
      chain.deposit({ units: 1_000_000_000n, memo, aborted: true });
      expect(await watcherOf(ctx).pollOnce()).toMatchObject({ status: 'done', credited: 0, unattributed: 0 });
      expect(await ctx.balance(user)).toBe('100.000000');
      expect(await depositsOf(ctx, memo)).toEqual([]);
    });

    it('credits a replayed page once', async () => {
      resetChain();
      const { user, memo } = await newDepositor(ctx);
      chain.deposit({ units: 2_500_000n, memo });
      chain.ignoreStartLt = true;
      for (let i = 0; i < 3; i += 1) await watcherOf(ctx).pollOnce();
      expect(await ctx.balance(user)).toBe('102.500000');
      expect(await depositTransfers(ctx, user)).toHaveLength(1);
    });

    it.each(['down', 'garbage', 'not-json'] as const)('loses nothing while the indexer is %s, and credits once it is back', async (mode) => {
      resetChain();
      const { user, memo } = await newDepositor(ctx);
      chain.deposit({ units: 7_000_000n, memo });
      chain.mode = mode;
      const [cursor] = await ctx.db.query<{ last_lt: bigint }>('SELECT last_lt FROM chain_cursors');
      expect(await watcherOf(ctx).pollOnce()).toMatchObject({ status: 'indexer_error' });
      expect(await ctx.balance(user)).toBe('100.000000');
      expect(await ctx.db.query('SELECT last_lt FROM chain_cursors')).toEqual(cursor ? [cursor] : []);
      chain.mode = 'ok';
      expect(await watcherOf(ctx).pollOnce()).toMatchObject({ status: 'done', credited: 1 });
      expect(await ctx.balance(user)).toBe('107.000000');
    });

    it('keeps a deposit whose memo names no player (or carries no comment) as unattributed, crediting no one', async () => {
      resetChain();
      chain.deposit({ units: 3_000_000n, memo: 'sw-nobody' });
      chain.deposit({ units: 4_000_000n, memo: null });
      chain.deposit({ units: 5_000_000n, forwardPayload: 'not a cell' });
      expect(await watcherOf(ctx).pollOnce()).toMatchObject({ status: 'done', credited: 0, unattributed: 3 });
      const rows = await ctx.db.query<{ memo: string | null; status: string; user_id: bigint | null }>(
        "SELECT memo, status, user_id FROM deposits WHERE status = 'unattributed' ORDER BY lt",
      );
      expect(rows).toEqual([
        { memo: 'sw-nobody', status: 'unattributed', user_id: null },
        { memo: null, status: 'unattributed', user_id: null },
        { memo: null, status: 'unattributed', user_id: null },
      ]);
    });

    it('credits once when two watchers poll at once', async () => {
      resetChain();
      const { user, memo } = await newDepositor(ctx);
      chain.deposit({ units: 11_000_000n, memo });
      chain.delayMs = 300;
      const results = await Promise.all([watcherOf(ctx).pollOnce(), watcherOf(ctx).pollOnce(), watcherOf(ctx).pollOnce()]);
      const credited = results.reduce((sum, result) => sum + (result.status === 'done' ? result.credited : 0), 0);
      expect(credited).toBe(1);
      // On Postgres the others find the advisory lock taken; PGlite runs one transaction at a time anyway.
      expect(results.filter((result) => result.status === 'busy').length > 0).toBe(ctx.kind === 'postgres');
      expect(await ctx.balance(user)).toBe('111.000000');
      expect(await booksProblems(ctx.db)).toEqual([]);
    });
  },
  env,
);
