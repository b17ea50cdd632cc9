/**
 * The bot's money notices (docs/bot.md, "Notifications"), on each database: deposit credited,
 * withdrawal sent (with its transaction) and withdrawal refunded are each queued once in the
 * outbox, in the transaction of the money fact, however often the watcher or the worker runs
 * again: a replayed page, a second worker, a worker crashed before confirming and a fresh one, a
 * settle step called twice; a held deposit released later; an operator's rejection. The sender's
 * message carries the explorer link of the network, in the player's language.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { releaseAllHeld } from '../../server/payments/release-held';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { notificationKeyboard, notificationText } from '../../server/bot/texts';
import type { HotWallet } from '../../server/ton/hot-wallet';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { PayoutWorker, type WorkerHooks } from '../../server/withdrawals/payout-worker';
import { confirmSent, refundFailed, rejectWithdrawal } from '../../server/withdrawals/settle-withdrawal';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import type { ToncenterStandIn } from './helpers/toncenter-stand-in';
import { newPlayer, paymentsEnv, type Player, startChainAndHotWallet, withdraw } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
let hot: HotWallet;
beforeAll(async () => {
  ({ chain, hot } = await startChainAndHotWallet());
});
afterAll(async () => {
  await chain?.close();
});

class Crash extends Error {}
const quiet = { warn: () => {} };
const workerOf = (ctx: ServerContext, hooks: WorkerHooks = {}) => new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!, quiet, hooks);
const watcherOf = (ctx: ServerContext) => new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions });

interface Notice {
  kind: string;
  dedupe_key: string;
  params: { amountMicro?: string; txHash?: string };
}
const noticesOf = (ctx: ServerContext, player: Player) =>
  ctx.db.query<Notice>('SELECT kind, dedupe_key, params FROM bot_outbox WHERE user_id = $1 ORDER BY id', [player.id]);

async function memoOf(ctx: ServerContext, player: Player): Promise<string> {
  return (await ctx.call('GET', '/api/v1/wallet', { user: player.user })).json.data.depositMemo as string;
}

async function requested(ctx: ServerContext, player: Player, amount: string): Promise<number> {
  const response = await withdraw(ctx, player, amount);
  expect(response.status).toBe(201);
  return Number(response.json.data.id);
}

describeEachDb(
  'money notices',
  (ctx) => {
    it('queues "deposit credited" once per deposit, through a replayed page and a second watcher', async () => {
      chain.reset();
      const player = await newPlayer(ctx);
      const hash = chain.deposit({ units: 12_500_000n, memo: await memoOf(ctx, player) }).transaction_hash;
      await watcherOf(ctx).pollOnce();
      chain.ignoreStartLt = true;
      try {
        await Promise.all([watcherOf(ctx).pollOnce(), watcherOf(ctx).pollOnce()]);
      } finally {
        chain.ignoreStartLt = false;
      }
      const hex = Buffer.from(hash, 'base64').toString('hex');
      expect(await noticesOf(ctx, player)).toEqual([{ kind: 'deposit_credited', dedupe_key: `deposit:${hex}`, params: { amountMicro: '12500000' } }]);
    });

    it('queues "deposit credited" once when a held deposit is released, by concurrent releases', async () => {
      chain.reset();
      const player = await newPlayer(ctx);
      expect((await ctx.call('PUT', '/api/v1/player/limits', { user: player.user, body: { kind: 'deposit', period: 'day', amount: '4' } })).status).toBe(200);
      const memo = await memoOf(ctx, player);
      chain.deposit({ units: 3_000_000n, memo });
      chain.deposit({ units: 2_000_000n, memo });
      await watcherOf(ctx).pollOnce();
      // The second is held over the day's limit: no notice until it is on the balance.
      expect((await noticesOf(ctx, player)).map((n) => [n.kind, n.params.amountMicro])).toEqual([['deposit_credited', '3000000']]);
      const tomorrow = new Date(Date.now() + 36 * 3600_000);
      await Promise.all([releaseAllHeld(ctx.db, tomorrow, ctx.config.jurisdictions), releaseAllHeld(ctx.db, tomorrow, ctx.config.jurisdictions)]);
      expect((await noticesOf(ctx, player)).map((n) => [n.kind, n.params.amountMicro])).toEqual([
        ['deposit_credited', '3000000'],
        ['deposit_credited', '2000000'],
      ]);
    });

    it('queues "withdrawal sent" once with its transaction, through a worker crashed before confirming, a fresh one and a repeated settle', async () => {
      chain.reset();
      const player = await newPlayer(ctx);
      const id = await requested(ctx, player, '10');
      await expect(
        (async () => {
          const crashing = workerOf(ctx, {
            beforeConfirming: () => {
              throw new Crash();
            },
          });
          for (let i = 0; i < 4; i += 1) await crashing.workOnce();
        })(),
      ).rejects.toThrow(Crash);
      expect(await noticesOf(ctx, player)).toEqual([]);
      for (let i = 0; i < 4; i += 1) await Promise.all([workerOf(ctx).workOnce(), workerOf(ctx).workOnce()]);
      const [row] = await ctx.db.query<{ status: string; tx_hash: string }>('SELECT status, tx_hash FROM withdrawals WHERE id = $1', [id]);
      expect(row!.status).toBe('sent');
      expect(await confirmSent(ctx.db, id, row!.tx_hash)).toBeNull();
      expect(await noticesOf(ctx, player)).toEqual([{ kind: 'withdrawal_sent', dedupe_key: `withdrawal:${id}`, params: { amountMicro: '10000000', txHash: row!.tx_hash } }]);
    });

    it('queues "withdrawal refunded" once for a bounce and once for an operator rejection', async () => {
      chain.reset();
      const player = await newPlayer(ctx);
      const bounced = await requested(ctx, player, '5');
      chain.bounceOut = true;
      try {
        for (let i = 0; i < 4; i += 1) await workerOf(ctx).workOnce();
      } finally {
        chain.bounceOut = false;
      }
      expect(await refundFailed(ctx.db, bounced)).toBeNull();
      const rejected = await requested(ctx, player, '60');
      expect((await rejectWithdrawal(ctx.db, rejected))?.status).toBe('rejected_refunded');
      expect(await rejectWithdrawal(ctx.db, rejected)).toBeNull();
      expect((await noticesOf(ctx, player)).map((n) => [n.kind, n.dedupe_key, n.params.amountMicro])).toEqual([
        ['withdrawal_refunded', `withdrawal:${bounced}`, '5000000'],
        ['withdrawal_refunded', `withdrawal:${rejected}`, '60000000'],
      ]);
    });
  },
  () => paymentsEnv(chain.url),
);

it('sends "withdrawal sent" in the player’s language with the transaction on the explorer of the network', () => {
  const txHash = 'ab'.repeat(32);
  const message = { languageCode: 'de' as const, kind: 'withdrawal_sent' as const, params: { amountMicro: '12500000', txHash } };
  expect(notificationText(message)).toBe('Deine Auszahlung von 12.5 USDT wurde an deine Wallet gesendet.');
  const buttons = notificationKeyboard(message, { botUsername: 'sendswin_bot', publicUrl: undefined, network: 'testnet' }).inline_keyboard.flat();
  expect(buttons.map((b) => b.text)).toEqual(['SendsWin öffnen', 'Transaktion ansehen']);
  expect(buttons[1]).toMatchObject({ url: `https://testnet.tonviewer.com/transaction/${txHash}` });
  const mainnet = notificationKeyboard(message, { botUsername: 'sendswin_bot', publicUrl: undefined, network: 'mainnet' }).inline_keyboard.flat();
  expect(mainnet[1]).toMatchObject({ url: `https://tonviewer.com/transaction/${txHash}` });
  // A refund has nothing to link.
  expect(notificationKeyboard({ ...message, kind: 'withdrawal_refunded' }, { botUsername: 'sendswin_bot', publicUrl: undefined, network: 'mainnet' }).inline_keyboard.flat()).toHaveLength(1);
});
