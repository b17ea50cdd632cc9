/**
 * The payout worker's finality rule (docs/payments.md, Finality and Batches) against the toncenter
 * stand-in and the real highload wallet v3 contract in @ton/sandbox: an indexer that lags, another
 * message taking our query_id, a hot wallet low on TON. Each case ends paid once or refunded once, never both, never
 * stuck; the books balance throughout.
 */
import { Address, toNano } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import type { HotWallet } from '../../server/ton/hot-wallet';
import { exportPayoutAlerts } from '../../server/withdrawals/payout-health';
import { PayoutWorker, type WorkStep } from '../../server/withdrawals/payout-worker';
import { adminCall, adminEnv, login, VIEWER } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import type { ToncenterStandIn } from './helpers/toncenter-stand-in';
import { newPlayer, openOne, paymentsEnv, type Player, settledOne, signedOne, startChainAndHotWallet, USDT_MASTER, withdraw } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
let hot: HotWallet;
const logged: string[] = [];
const log = { warn: (fields: object, message: string) => void logged.push(`${message} ${JSON.stringify(fields)}`) };

beforeAll(async () => {
  ({ chain, hot } = await startChainAndHotWallet());
});
afterAll(async () => {
  await chain?.close();
});

/** The worker, its clock as far ahead as the chain's (advanceTime moves both). */
let aheadS = 0;
const workerOf = (ctx: ServerContext, floorNano?: bigint) =>
  new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, { ...ctx.config.payments!, ...(floorNano === undefined ? {} : { hotWalletMinNano: floorNano }) }, log, {}, () => new Date(Date.now() + aheadS * 1000));

function advance(seconds: number): void {
  aheadS += seconds;
  chain.advanceTime(seconds);
}

async function drain(worker: PayoutWorker, n = 12): Promise<WorkStep[]> {
  const steps: WorkStep[] = [];
  for (let i = 0; i < n; i += 1) {
    const step = await worker.workOnce();
    steps.push(step);
    if (step.status === 'idle' || step.status === 'low_on_ton') break;
  }
  return steps;
}

async function request(ctx: ServerContext, player: Player, amount: string): Promise<number> {
  const response = await withdraw(ctx, player, amount);
  expect(response.status).toBe(201);
  return Number(response.json.data.id);
}

const statusOf = async (ctx: ServerContext, id: number) => (await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]!.status;
const paidTimes = (id: number) => chain.sent.filter((m) => m.accepted).flatMap((m) => m.jettonTransfers).filter((t) => t.queryId === BigInt(id)).length;
const transfersOf = async (ctx: ServerContext, id: number) =>
  (await ctx.db.query<{ reason: string }>('SELECT reason FROM transfers WHERE reference LIKE $1 ORDER BY id', [`withdrawal:${id}:%`])).map((r) => r.reason);

/** Paid exactly once on chain and settled as sent, or paid never and refunded once: never both. */
async function expectPaidOnce(ctx: ServerContext, id: number): Promise<void> {
  expect(await statusOf(ctx, id)).toBe('sent');
  expect(paidTimes(id)).toBe(1);
  expect(await transfersOf(ctx, id)).toEqual(['withdrawal_sent']);
  expect(await booksProblems(ctx.db)).toEqual([]);
}

function resetChain(): void {
  chain.mode = 'ok';
  chain.sendMode = 'ok';
  chain.bounceOut = false;
  chain.holdOut = false;
  chain.releaseHeld();
}

describeEachDb(
  'the payout worker behind a lagging indexer, a foreign query_id and a low hot wallet',
  (ctx) => {
    beforeAll(async () => {
      chain.reset();
      await chain.setTon(hot.address, toNano('100'));
    });

    it('never refunds a payout the chain took while the indexer lags, however long after its expiry; pays it once when the index catches up', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.holdOut = true;
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      expect(paidTimes(id)).toBe(1);
      // Ten minutes on, the message long expired: the index still has nothing of it.
      advance(600);
      for (let i = 0; i < 3; i += 1) expect(await workerOf(ctx).workOnce()).toEqual(openOne(id, 'waiting'));
      expect(await statusOf(ctx, id)).toBe('sending');
      expect(await ctx.balance(player.user)).toBe('90.000000');
      chain.holdOut = false;
      chain.releaseHeld();
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
      await expectPaidOnce(ctx, id);
      expect(await ctx.balance(player.user)).toBe('90.000000');
    });

    it('a message sent by hand taking the batch\'s query_id: ours is refused, waits for finality, then refunded once and never paid', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '6');
      // Signed and stored, but the send never arrives; meanwhile a message sent by hand takes its query_id.
      chain.sendMode = 'down';
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, false));
      chain.sendMode = 'ok';
      const [stored] = await ctx.db.query<{ batch_id: bigint }>('SELECT batch_id FROM withdrawals WHERE id = $1', [id]);
      const jettonWallet = chain.jettonWalletOf(hot.address, USDT_MASTER);
      const foreign = hot.signBatch({ payouts: [{ queryId: 0n, amountMicro: 1n, destination: new Address(0, randomBytes(32)) }], jettonWallet, batchNumber: Number(stored!.batch_id), createdAt: Math.floor(Date.now() / 1000) + aheadS - 60 });
      expect(await chain.runOnChain(foreign.boc)).toMatchObject({ accepted: true });
      // Ours is refused from now on (its query_id is spent), but until the index has read past its window nothing is proven.
      expect(await workerOf(ctx).workOnce()).toEqual(openOne(id, 'resent'));
      chain.holdOut = true;
      advance(600);
      expect(await workerOf(ctx).workOnce()).toEqual(openOne(id, 'waiting'));
      chain.holdOut = false;
      chain.releaseHeld();
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'refunded'));
      expect(paidTimes(id)).toBe(0);
      expect(await transfersOf(ctx, id)).toEqual(['withdrawal_refund']);
      expect(await ctx.balance(player.user)).toBe('100.000000');
      expect(await booksProblems(ctx.db)).toEqual([]);
      expect(logged.join('\n')).toContain('the batch expired never taken');
    });

    it('a send refused round after round is said once for its batch, and the batch still pays once when a send gets through', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '4');
      const worker = workerOf(ctx);
      const before = logged.length;
      chain.sendMode = 'down';
      expect(await worker.workOnce()).toEqual(signedOne(id, false));
      for (let i = 0; i < 3; i += 1) expect(await worker.workOnce()).toEqual(openOne(id, 'resent'));
      expect(logged.slice(before).filter((line) => line.includes('send failed'))).toHaveLength(1);
      chain.sendMode = 'ok';
      expect(await worker.workOnce()).toEqual(openOne(id, 'resent'));
      expect(await worker.workOnce()).toEqual(settledOne(id, 'sent'));
      await expectPaidOnce(ctx, id);
      expect(await ctx.balance(player.user)).toBe('96.000000');
    });

    it('sends nothing from a hot wallet below TON_HOT_WALLET_MIN_TON, says so on /metrics and the dashboard, and pays once when topped up', async () => {
      resetChain();
      const stopExport = exportPayoutAlerts(ctx.db, 600, () => new Date(Date.now() + aheadS * 1000));
      try {
        const player = await newPlayer(ctx);
        const id = await request(ctx, player, '5');
        await chain.setTon(hot.address, toNano('0.03'));
        const before = chain.sent.length;
        expect(await drain(workerOf(ctx))).toEqual([{ status: 'low_on_ton', balanceNano: toNano('0.03') }]);
        expect(chain.sent.length).toBe(before);
        expect(await statusOf(ctx, id)).toBe('pending');
        expect(logged.join('\n')).toContain('below TON_HOT_WALLET_MIN_TON');
        const metrics = (await ctx.call('GET', '/metrics')).json as string;
        expect(metrics).toMatch(/^payout_hot_wallet_low_on_ton 1$/m);
        const dashboard = (await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=1')).json.data;
        expect(dashboard.payouts).toEqual({ stuck: 0, oldestStuckSince: null, lowOnTon: true, hotWalletTon: '0.03' });
        await chain.setTon(hot.address, toNano('10'));
        expect((await drain(workerOf(ctx))).map((s) => s.status)).toEqual(['signed', 'settled', 'idle']);
        await expectPaidOnce(ctx, id);
        expect((await ctx.call('GET', '/metrics')).json as string).toMatch(/^payout_hot_wallet_low_on_ton 0$/m);
      } finally {
        stopExport();
      }
    });

    it('a send the hot wallet cannot pay for fails instead of passing as taken: it ends paid once, never stuck', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '4');
      // The floor set below what one payout needs: the wallet takes the message and cannot send.
      await chain.setTon(hot.address, toNano('0.03'));
      const steps = await drain(workerOf(ctx, 0n), 3);
      expect(steps[0]).toEqual(signedOne(id, true));
      // Taken (its query_id spent) with nothing sent: proven unpaid at once, signed into a new batch.
      expect(steps[1]).toEqual(settledOne(id, 'requeued'));
      expect(paidTimes(id)).toBe(0);
      expect(logged.join('\n')).toContain('the hot wallet took the batch but sent nothing');
      await chain.setTon(hot.address, toNano('10'));
      advance(600);
      await drain(workerOf(ctx));
      await expectPaidOnce(ctx, id);
    });

    it('shows withdrawals sending longer than PAYOUT_STUCK_AFTER_S on /metrics and the dashboard', async () => {
      resetChain();
      const stopExport = exportPayoutAlerts(ctx.db, 600);
      try {
        const player = await newPlayer(ctx);
        const id = await request(ctx, player, '3');
        chain.holdOut = true;
        expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
        expect((await ctx.call('GET', '/metrics')).json as string).toMatch(/^payout_withdrawals_stuck 0$/m);
        // Signed 601 s ago (the database's clock, which the back office reads too).
        await ctx.db.query("UPDATE withdrawals SET updated_at = updated_at - interval '601 seconds' WHERE id = $1", [id]);
        // Inside its window and not in the index yet: sent again (the wallet refuses it a second time).
        expect(await workerOf(ctx).workOnce()).toEqual(openOne(id, 'resent'));
        expect((await ctx.call('GET', '/metrics')).json as string).toMatch(/^payout_withdrawals_stuck 1$/m);
        const dashboard = (await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=1')).json.data;
        expect(dashboard.payouts).toMatchObject({ stuck: 1, lowOnTon: false });
        chain.holdOut = false;
        chain.releaseHeld();
        await drain(workerOf(ctx));
        await expectPaidOnce(ctx, id);
        expect((await ctx.call('GET', '/metrics')).json as string).toMatch(/^payout_withdrawals_stuck 0$/m);
      } finally {
        stopExport();
      }
    });
  },
  () => ({ ...paymentsEnv(chain.url), ...adminEnv() }),
);
