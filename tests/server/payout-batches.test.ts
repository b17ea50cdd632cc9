/**
 * Payouts in batches (docs/payments.md, Batches) on each database: 1,000 queued withdrawals go out
 * through the payout worker in a handful of external messages of the highload hot wallet (the
 * real contract in @ton/sandbox, behind the toncenter stand-in), at most 254 transfers each; each
 * withdrawal is paid on chain exactly once and settled sent once, and the books balance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_BATCH } from '../../server/ton/highload-wallet-v3';
import type { HotWallet } from '../../server/ton/hot-wallet';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { PayoutWorker } from '../../server/withdrawals/payout-worker';
import { booksProblems } from './helpers/test-database';
import { describeEachDb } from './helpers/test-server';
import type { ToncenterStandIn } from './helpers/toncenter-stand-in';
import { credit, newPlayer, paymentsEnv, type Player, startChainAndHotWallet, withdraw } from './helpers/withdrawal-kit';

// Below the ephemeral range (32768-60999): a server another file opened on port 0 can never hold it.
const PLAYERS = 10;
const EACH = 100;
let chain: ToncenterStandIn;
let hot: HotWallet;

beforeAll(async () => {
  ({ chain, hot } = await startChainAndHotWallet());
});
afterAll(async () => {
  await chain?.close();
});

describeEachDb(
  'payouts in batches',
  (ctx) => {
    beforeAll(() => chain.reset());

    it(`pays 1,000 queued withdrawals in ${Math.ceil((PLAYERS * EACH) / MAX_BATCH)} messages of at most ${MAX_BATCH} transfers, each once`, { timeout: 600_000 }, async () => {
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i += 1) players.push(await newPlayer(ctx));
      const ids: number[] = [];
      for (const player of players) {
        // 100 demo + 150 credited; 100 cash-outs of 2 USDT each.
        await credit(ctx, player, 150_000_000n);
        for (let i = 0; i < EACH; i += 1) {
          const response = await withdraw(ctx, player, '2');
          expect(response.status).toBe(201);
          ids.push(Number(response.json.data.id));
        }
      }
      const worker = new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!);
      const before = chain.sent.length;
      // Each message is one step to sign and one to confirm: a handful of steps, not thousands.
      for (let step = 0; step < 20; step += 1) if ((await worker.workOnce()).status === 'idle') break;

      const messages = chain.sent.slice(before);
      const accepted = messages.filter((m) => m.accepted);
      expect(accepted).toHaveLength(Math.ceil((PLAYERS * EACH) / MAX_BATCH));
      for (const m of accepted) expect(m.jettonTransfers.length).toBeLessThanOrEqual(MAX_BATCH);
      const paid = new Map<bigint, number>();
      for (const t of accepted.flatMap((m) => m.jettonTransfers)) paid.set(t.queryId, (paid.get(t.queryId) ?? 0) + 1);
      expect(paid.size).toBe(ids.length);
      for (const id of ids) expect(paid.get(BigInt(id))).toBe(1);

      const statuses = await ctx.db.query<{ status: string; n: bigint }>('SELECT status, count(*)::bigint AS n FROM withdrawals WHERE id = ANY($1::bigint[]) GROUP BY status', [ids]);
      expect(statuses).toEqual([{ status: 'sent', n: 1000n }]);
      const [sent] = await ctx.db.query<{ n: bigint }>("SELECT count(*)::bigint AS n FROM transfers WHERE reason = 'withdrawal_sent' AND reference = ANY($1::text[])", [ids.map((id) => `withdrawal:${id}:sent`)]);
      expect(sent!.n).toBe(1000n);
      for (const player of players) expect(await ctx.balance(player.user)).toBe('50.000000');
      expect(await booksProblems(ctx.db)).toEqual([]);
    });
  },
  () => paymentsEnv(chain.url),
);
