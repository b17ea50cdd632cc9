/**
 * The server as its own process, its payout worker screening against a deny list file, its process
 * group killed (SIGKILL) at the hold (held and audited inside the transaction, not committed), then
 * started again on the same database: the withdrawal is held once, audited once, never signed, its
 * amount still in flight, and the books balance.
 */
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf, balanceOn, bindWalletOf, killAtFailpoint, killTestDatabase, killTestKinds, killTestRun, startStoppingAt, until } from './helpers/kill-test';
import { startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';
import { newTestWallet } from './helpers/ton-connect-proof';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

const { chain } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

describe.each(killTestKinds())('a payout worker killed at a screening hold [%s]', (kind) => {
  const run = killTestRun();
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-screening-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds once and audits once after a kill at the hold and a restart', { timeout: 240_000 }, async () => {
    chain.reset();
    chain.onCall = null;
    const database = (run.database ??= await killTestDatabase(kind));
    const mnemonicFile = join(dir, 'hot-wallet');
    writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
    chmodSync(mnemonicFile, 0o600);
    const denylistFile = join(dir, 'denylist.txt');
    writeFileSync(denylistFile, '# nobody yet\n');
    const env = { ...database.env, ...paymentsEnv(chain.url), DEMO_BALANCE: '100', TON_POLL_INTERVAL_MS: '200', TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile, PAYOUT_DENYLIST_FILE: denylistFile };
    const user = { id: 9_510_001, first_name: 'Listed', language_code: 'en' };
    const first = await startStoppingAt(env, 'payout:held');
    run.server = first;
    const wallet = newTestWallet('v5');
    expect(await bindWalletOf(first, user, wallet)).toBe(200);
    // Listed while the server runs, in the user-friendly form: the worker reads the file again.
    writeFileSync(denylistFile, `${wallet.address.toString({ bounceable: true, testOnly: true })}\n`);
    const killed = killAtFailpoint(first.child, 'payout:held');
    const { id } = (await apiOf(first, user)('POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': 'kill-hold' })).data as { id: string };
    expect(await killed).toBe('SIGKILL');

    const second = await startServerProcess(env);
    run.server = second;
    const line = async () => ((await apiOf(second, user)('GET', '/api/v1/wallet/transactions')).data as { id: string; status: string }[]).find((l) => l.id === `w${id}`);
    await until(async () => (await line())?.status === 'awaiting_approval', 90_000);
    // A few more rounds of the worker after the hold: still held once.
    const asked = chain.requests.length;
    await until(async () => chain.requests.length >= asked + 3, 30_000);
    expect(chain.sent.flatMap((m) => m.jettonTransfers).filter((t) => t.queryId === BigInt(id))).toHaveLength(0);
    expect(await balanceOn(second, user)).toBe('90.000000');
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    await database.use(async (db) => {
      const [row] = await db.query<{ status: string; hold_reason: string; boc: string | null }>('SELECT status, hold_reason, boc FROM withdrawals WHERE id = $1', [Number(id)]);
      expect(row).toEqual({ status: 'awaiting_approval', hold_reason: 'deny_listed', boc: null });
      const holds = await db.query<{ reason: string }>("SELECT reason FROM audit_log WHERE action = 'withdrawal.hold' AND target = $1", [`withdrawal:${id}`]);
      expect(holds.map((h) => h.reason)).toEqual(['deny_listed']);
      const reasons = await db.query<{ reason: string }>('SELECT reason FROM transfers WHERE reference LIKE $1 ORDER BY id', [`withdrawal:${id}%`]);
      expect(reasons.map((r) => r.reason)).toEqual(['withdrawal']);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
