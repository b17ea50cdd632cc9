/**
 * The payout worker confirms a withdrawal by its outgoing transfer on a busy hot wallet, on each
 * database: toncenter serves at most 1000 transfers a page, so the worker pages newest first (the
 * stand-in honours sort, end_lt and the 1000 cap) until it finds the transfer, and stops at the
 * first transfer older than the withdrawal's message instead of reading the wallet's whole past.
 */
import { mnemonicNew } from '@ton/crypto';
import { expect, it } from 'vitest';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { HotWallet } from '../../server/ton/hot-wallet';
import { PayoutWorker } from '../../server/withdrawals/payout-worker';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { newPlayer, openOne, settledOne, withdraw } from './helpers/withdrawal-kit';

const hot = await HotWallet.fromWords(await mnemonicNew(), 'testnet');
const { chain, env } = await startPaymentsStandIn({ env: { WITHDRAW_MIN: '1' } });
const nowS = () => Math.floor(Date.now() / 1000);
const outPages = () => chain.requests.filter((path) => path.startsWith('/api/v3/jetton/transfers') && path.includes('direction=out'));

async function signedWithdrawal(ctx: ServerContext, worker: PayoutWorker): Promise<number> {
  const player = await newPlayer(ctx);
  const response = await withdraw(ctx, player, '10');
  expect(response.status).toBe(201);
  expect(await worker.workOnce()).toMatchObject({ status: 'signed', sent: true });
  return Number(response.json.data.id);
}

describeEachDb(
  'confirming a payout among more than 1000 outgoing transfers',
  (ctx) => {
    it('pages newest first past 1000 newer transfers to the one it sent', async () => {
      chain.reset();
      const worker = new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!);
      // An hour of older payouts first, then ours, then 1500 newer ones.
      chain.addOutgoing(hot.address, 1200, nowS() - 3600);
      const id = await signedWithdrawal(ctx, worker);
      chain.addOutgoing(hot.address, 1500, nowS());
      const asked = outPages().length;
      expect(await worker.workOnce()).toEqual(settledOne(id, 'sent'));
      const pages = outPages().slice(asked);
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('sort=desc');
      expect(pages[1]).toMatch(/end_lt=\d+/);
      const [row] = await ctx.db.query<{ status: string; tx_hash: string }>('SELECT status, tx_hash FROM withdrawals WHERE id = $1', [id]);
      expect(row).toEqual({ status: 'sent', tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    });

    it('stops at the first transfer older than the message when its own is not indexed yet', async () => {
      chain.reset();
      const worker = new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!);
      chain.addOutgoing(hot.address, 2500, nowS() - 3600);
      chain.holdOut = true;
      try {
        const id = await signedWithdrawal(ctx, worker);
        chain.addOutgoing(hot.address, 1500, nowS());
        const asked = outPages().length;
        // The chain took it, the index has none of it yet: after two pages, not five, it sends the
        // same message again inside its window (the wallet refuses it a second time).
        expect(await worker.workOnce()).toEqual(openOne(id, 'resent'));
        expect(outPages().slice(asked)).toHaveLength(2);
        chain.releaseHeld();
      } finally {
        chain.holdOut = false;
      }
      // Indexed at last (older than the 1500 newer ones): found on the second page.
      expect(await worker.workOnce()).toMatchObject({ status: 'settled', sent: [expect.any(Number)] });
    });
  },
  env,
);
