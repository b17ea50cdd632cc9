/**
 * The reconciliation the server runs by itself (server/books/reconciliation-monitor.ts), on each
 * database, against the toncenter stand-in, with the server up (PGlite included): a check that
 * agrees, a deposit held over a limit (the chain holds it, no player account does), a hot wallet
 * one unit short (an alert: error log, metrics, the dashboard's banner data), the indexer down
 * (the books still checked), two instances at once (one checks), its own timer, and its setting.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, expect, it, vi } from 'vitest';
import { ReconciliationMonitor, readLatestReconciliation } from '../../server/books/reconciliation-monitor';
import { ConfigError, loadConfig } from '../../server/config';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { HotWallet } from '../../server/ton/hot-wallet';
import { onChainUsdtReader } from '../../server/ton/on-chain-usdt';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { adminCall, adminEnv, login, VIEWER } from './helpers/admin-kit';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { newPlayer } from './helpers/withdrawal-kit';

const dir = mkdtempSync(join(tmpdir(), 'sendswin-reconcile-monitor-'));
const mnemonicFile = join(dir, 'hot-wallet');
const words = await mnemonicNew();
writeFileSync(mnemonicFile, words.join(' '));
chmodSync(mnemonicFile, 0o600);
const hot = await HotWallet.fromWords(words, 'testnet');
const { chain, env, depositAddress } = await startPaymentsStandIn({ env: { TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile, WITHDRAW_MIN: '1', ...adminEnv() } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const logger = () => ({ error: vi.fn(), warn: vi.fn() });
const monitorOf = (ctx: ServerContext, log = logger()) => ({ log, monitor: new ReconciliationMonitor(ctx.db, { onChain: onChainUsdtReader(ctx.config.payments!), log }) });

async function metric(ctx: ServerContext, name: string): Promise<number> {
  const text = (await ctx.call('GET', '/metrics')).json as string;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(' ')[1]);
}

async function dashboardReconciliation(ctx: ServerContext) {
  return (await adminCall(ctx, await login(ctx, VIEWER), 'GET', '/dashboard?days=1')).json.data.reconciliation;
}

async function depositOf(ctx: ServerContext, memo: string, units: bigint) {
  chain.deposit({ units, memo });
  expect((await new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce()).status).toBe('done');
}

describeEachDb(
  'the server reconciles by itself',
  (ctx) => {
    it('agrees through a deposit and a held one, then alerts on a hot wallet one unit short: log, metrics, dashboard', async () => {
      chain.reset();
      const player = await newPlayer(ctx);
      const memo = (await ctx.call('GET', '/api/v1/wallet', { user: player.user })).json.data.depositMemo as string;
      await depositOf(ctx, memo, 30_000_000n);
      chain.move(depositAddress, hot.address, 20_000_000n);
      // A deposit held over the player's daily deposit limit: on chain, on no player account yet.
      expect((await ctx.call('PUT', '/api/v1/player/limits', { user: player.user, body: { kind: 'deposit', period: 'day', amount: '31' } })).status).toBe(200);
      await depositOf(ctx, memo, 5_000_000n);
      expect((await ctx.db.query<{ status: string }>('SELECT status FROM deposits ORDER BY lt')).map((d) => d.status)).toEqual(['credited', 'held']);

      const { log, monitor } = monitorOf(ctx);
      const agreed = await monitor.checkOnce();
      expect(agreed).toMatchObject({ status: 'checked', latest: { ok: true, chainMicro: 35_000_000n, booksMicro: 35_000_000n, differenceMicro: 0n, sumMicro: 0n, mismatches: 0, chainError: null } });
      expect(log.error).not.toHaveBeenCalled();
      expect(await metric(ctx, 'reconciliation_ok')).toBe(1);
      expect(await metric(ctx, 'reconciliation_difference_micro_usdt')).toBe(0);
      expect(await dashboardReconciliation(ctx)).toMatchObject({ ok: true, difference: '0.000000', booksSum: '0.000000', mismatches: 0, chainUnknown: false });

      // One unit leaves the hot wallet without the books knowing: an alert, not a silent number.
      chain.move(hot.address, new Address(0, Buffer.alloc(32, 0xee)), 1n);
      const short = await monitor.checkOnce();
      expect(short).toMatchObject({ status: 'checked', latest: { ok: false, chainMicro: 34_999_999n, booksMicro: 35_000_000n, differenceMicro: -1n } });
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]![0]).toMatchObject({ differenceMicro: '-1' });
      expect(await metric(ctx, 'reconciliation_ok')).toBe(0);
      expect(await metric(ctx, 'reconciliation_difference_micro_usdt')).toBe(-1);
      expect(await dashboardReconciliation(ctx)).toMatchObject({ ok: false, difference: '-0.000001', chainUnknown: false });
      chain.move(new Address(0, Buffer.alloc(32, 0xee)), hot.address, 1n);
    });

    it('checks the books alone when the indexer is down, and says the chain is unknown', async () => {
      const { log, monitor } = monitorOf(ctx);
      chain.mode = 'down';
      try {
        expect(await monitor.checkOnce()).toMatchObject({ status: 'checked', latest: { ok: true, chainMicro: null, chainError: expect.any(String) } });
      } finally {
        chain.mode = 'ok';
      }
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(await metric(ctx, 'reconciliation_chain_unknown')).toBe(1);
      expect(await dashboardReconciliation(ctx)).toMatchObject({ ok: true, chainUnknown: true });
    });

    it('runs on one instance at a time: two at once, one checks; within the interval, none', async () => {
      const [a, b] = [monitorOf(ctx).monitor, monitorOf(ctx).monitor];
      const both = await Promise.all([a.checkOnce(60_000), b.checkOnce(60_000)]);
      // The earlier tests checked moments ago: within a minute, neither takes a turn.
      expect(both.map((o) => o.status)).toEqual(['busy', 'busy']);
      await ctx.db.query("UPDATE reconciliation_latest SET claimed_at = now() - interval '1 hour'");
      const again = await Promise.all([a.checkOnce(60_000), b.checkOnce(60_000)]);
      expect(again.filter((o) => o.status === 'checked')).toHaveLength(1);
    });

    it('checks on its own timer while the server serves, and stops when told', async () => {
      await ctx.db.query("UPDATE reconciliation_latest SET claimed_at = now() - interval '1 hour', checked_at = now() - interval '1 hour'");
      const before = (await readLatestReconciliation(ctx.db))!.checkedAt;
      const stop = monitorOf(ctx).monitor.start(10);
      try {
        await vi.waitFor(async () => expect((await readLatestReconciliation(ctx.db))!.checkedAt.getTime()).toBeGreaterThan(before.getTime()), { timeout: 10_000, interval: 20 });
        // The server keeps answering meanwhile (PGlite: nothing had to stop).
        expect((await ctx.call('GET', '/api/v1/wallet', { user: (await newPlayer(ctx, { bound: false })).user })).status).toBe(200);
      } finally {
        await stop();
      }
    });
  },
  env,
);

it('refuses a reconciliation interval that is not 10 to 86,400 whole seconds', () => {
  for (const bad of ['5', '0', '-1', '2.5', 'often', '86401']) {
    expect(() => loadConfig({ NODE_ENV: 'test', RECONCILE_INTERVAL_S: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', RECONCILE_INTERVAL_S: bad })).toThrow(/RECONCILE_INTERVAL_S/);
  }
  expect(loadConfig({ NODE_ENV: 'test' }).reconcileIntervalS).toBe(300);
  expect(loadConfig({ NODE_ENV: 'test', RECONCILE_INTERVAL_S: '60' }).reconcileIntervalS).toBe(60);
});
