/**
 * The server as its own process with its payout worker on, killed (SIGKILL) by the toncenter
 * stand-in at each step of a payout (before signing, after storing, after sending, before
 * confirming), then started again on the same database: the withdrawal is paid exactly once (one
 * message accepted by the real W5 contract in @ton/sandbox) and the books balance.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresDb } from '../../server/db/pg-db';
import { checkProofRequest, newTestWallet } from './helpers/ton-connect-proof';
import { acceptTermsOf, startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems, openTestDatabase, type DbKind, type TestDatabase } from './helpers/test-database';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';
import { DEPOSIT_ADDRESS, USDT_MASTER } from './helpers/withdrawal-kit';

const PORT = 4885;
const kinds: DbKind[] = inject('postgresUrl') ? ['postgres'] : [];
let chain: ToncenterStandIn;
beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: PORT });
});
afterAll(async () => {
  await chain?.close();
});

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe.each(kinds)('a payout worker killed at each step [%s]', (kind) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-payout-kill-'));
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['walletInformation', 'send:before', 'send:after', 'transfers:out'] as const)('pays exactly once when killed at %s and restarted', { timeout: 240_000 }, async (point) => {
    chain.reset();
    chain.onCall = null;
    database ??= await openTestDatabase(kind, inject('postgresUrl'));
    const mnemonicFile = join(dir, 'hot-wallet');
    writeFileSync(mnemonicFile, (await mnemonicNew()).join(' '));
    chmodSync(mnemonicFile, 0o600);
    const env = {
      DATABASE_URL: database.url!,
      DEMO_BALANCE: '100',
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '200',
      TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile,
    };
    const user = { id: 9_500_000 + ['walletInformation', 'send:before', 'send:after', 'transfers:out'].indexOf(point), first_name: 'Killed', language_code: 'en' };
    const call = async (running: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      (await (
        await fetch(`${running.baseUrl}${path}`, {
          method,
          headers: { authorization: running.authFor(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json()) as { data: never };
    const first = await startServerProcess(env);
    server = first;
    const wallet = newTestWallet('v5');
    await acceptTermsOf(first, user);
    const { payload } = (await call(first, 'GET', '/api/v1/wallet/proof-payload')).data as { payload: string };
    await call(first, 'POST', '/api/v1/wallet/bind', checkProofRequest(wallet, { payload, domain: new URL(first.baseUrl).host }));
    chain.onCall = (at) => {
      if (at !== point) return;
      chain.onCall = null;
      first.child.kill('SIGKILL');
    };
    const { id } = (await call(first, 'POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': `kill-${point}` })).data as { id: string };
    expect(await first.exited).toBe('SIGKILL');
    const second = await startServerProcess(env);
    server = second;
    const db = await openPostgresDb(database.url!, 2);
    try {
      await until(async () => (await db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]?.status === 'sent', 90_000);
      // A few more rounds of the worker after it was sent: still once.
      const asked = chain.requests.length;
      await until(async () => chain.requests.length >= asked + 3, 30_000);
      expect(chain.sent.filter((m) => m.accepted && m.jettonTransfer?.queryId === BigInt(id))).toHaveLength(1);
      expect(((await call(second, 'GET', '/api/v1/user/me')).data as { balance: string }).balance).toBe('90.000000');
      const reasons = await db.query<{ reason: string }>("SELECT reason FROM transfers WHERE reference LIKE $1 ORDER BY id", [`withdrawal:${id}%`]);
      expect(reasons.map((r) => r.reason)).toEqual(['withdrawal', 'withdrawal_sent']);
      expect(await booksProblems(db)).toEqual([]);
    } finally {
      await db.close();
    }
    await second.stop();
    server = undefined;
  });
});
