/**
 * The server as its own process with its payout worker on, its process group killed (SIGKILL) by
 * the toncenter stand-in at each step of a payout (before signing, after storing, after sending,
 * before confirming), then started again on the same database: the withdrawal is paid exactly once
 * (one message accepted by the real W5 contract in @ton/sandbox) and the books balance.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf, balanceOn, bindWalletOf, killTestDatabase, killTestKinds, killTestRun, until } from './helpers/kill-test';
import { killProcessGroup, startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';
import { newTestWallet } from './helpers/ton-connect-proof';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

const POINTS = ['walletInformation', 'send:before', 'send:after', 'transfers:out'] as const;
const { chain } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

describe.each(killTestKinds())('a payout worker killed at each step [%s]', (kind) => {
  const run = killTestRun();
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-payout-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(POINTS)('pays exactly once when killed at %s and restarted', { timeout: 240_000 }, async (point) => {
    chain.reset();
    chain.onCall = null;
    const database = (run.database ??= await killTestDatabase(kind));
    const mnemonicFile = join(dir, 'hot-wallet');
    writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
    chmodSync(mnemonicFile, 0o600);
    const env = { ...database.env, ...paymentsEnv(chain.url), DEMO_BALANCE: '100', TON_POLL_INTERVAL_MS: '200', TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile };
    const user = { id: 9_500_000 + POINTS.indexOf(point), first_name: 'Killed', language_code: 'en' };
    const first = await startServerProcess(env);
    run.server = first;
    const api = apiOf(first, user);
    const wallet = newTestWallet('v5');
    expect(await bindWalletOf(first, user, wallet)).toBe(200);
    chain.onCall = (at) => {
      if (at !== point) return;
      chain.onCall = null;
      killProcessGroup(first.child);
    };
    const { id } = (await api('POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': `kill-${point}` })).data as { id: string };
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServerProcess(env);
    run.server = second;
    const line = async () => ((await apiOf(second, user)('GET', '/api/v1/wallet/transactions')).data as { id: string; status: string }[]).find((l) => l.id === `w${id}`);
    await until(async () => (await line())?.status === 'sent', 90_000);
    // A few more rounds of the worker after it was sent: still once.
    const asked = chain.requests.length;
    await until(async () => chain.requests.length >= asked + 3, 30_000);
    expect(chain.sent.filter((m) => m.accepted && m.jettonTransfer?.queryId === BigInt(id))).toHaveLength(1);
    expect(await balanceOn(second, user)).toBe('90.000000');
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    await database.use(async (db) => {
      const reasons = await db.query<{ reason: string }>('SELECT reason FROM transfers WHERE reference LIKE $1 ORDER BY id', [`withdrawal:${id}%`]);
      expect(reasons.map((r) => r.reason)).toEqual(['withdrawal', 'withdrawal_sent']);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
