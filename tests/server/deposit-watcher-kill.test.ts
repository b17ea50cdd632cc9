/**
 * The server as its own process, killed (SIGKILL) by the toncenter stand-in the moment it has
 * served a page of deposits (read, not yet credited), then started again on the same database:
 * the deposit is credited exactly once, from the cursor the database kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { acceptTermsOf, spawnServerScript, startServerProcess, type ServerProcess } from './helpers/server-process';
import { openTestDatabase, type DbKind, type TestDatabase } from './helpers/test-database';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd2));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x06));
const PORT = 4582;
const kinds: DbKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

let chain: ToncenterStandIn;
beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, port: PORT });
});
afterAll(async () => {
  await chain?.close();
});

function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string }> {
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout })));
}

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(kinds)('a deposit watcher killed between reading and crediting [%s]', (kind) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'sendswin-watcher-')), 'data');
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.dispose();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('credits the deposit once after the restart', { timeout: 240_000 }, async () => {
    chain.reset();
    chain.onTransfersServed = null;
    if (kind === 'postgres') database = await openTestDatabase('postgres', inject('postgresUrl'));
    const env = {
      ...(database ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir }),
      DEMO_BALANCE: '100',
      PAYMENTS: 'on',
      TON_API_BASE: chain.url,
      TON_NETWORK: 'testnet',
      TON_DEPOSIT_ADDRESS: DEPOSIT_ADDRESS.toString({ testOnly: true }),
      TON_USDT_MASTER: USDT_MASTER.toString({ testOnly: true }),
      TON_POLL_INTERVAL_MS: '200',
    };
    const user = { id: 9_400_001, first_name: 'Killed', language_code: 'en' };
    const get = async (running: ServerProcess, path: string) =>
      ((await (await fetch(`${running.baseUrl}${path}`, { headers: { authorization: running.authFor(user) } })).json()) as { data: unknown }).data;

    const first = await startServerProcess(env);
    server = first;
    await acceptTermsOf(first, user);
    const { depositMemo } = (await get(first, '/api/v1/wallet')) as { depositMemo: string };
    chain.onTransfersServed = () => {
      chain.onTransfersServed = null;
      first.child.kill('SIGKILL');
    };
    chain.deposit({ units: 25_000_000n, memo: depositMemo });
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServerProcess(env);
    server = second;
    await until(async () => ((await get(second, '/api/v1/user/me')) as { balance: string }).balance !== '100.000000', 60_000);
    // A few more polls after the credit: still once.
    const asked = chain.requests.length;
    await until(async () => chain.requests.length >= asked + 3, 30_000);
    expect(((await get(second, '/api/v1/user/me')) as { balance: string }).balance).toBe('125.000000');
    expect(await get(second, '/api/v1/wallet/transactions')).toEqual([expect.objectContaining({ kind: 'deposit', amount: '25.000000' })]);

    // The operator's reconcile: the chain holds what the books say came in.
    expect(await second.stop()).toBe(0);
    server = undefined;
    const reconciled = await finished(spawnServerScript('server/admin.ts', ['reconcile'], env));
    expect(reconciled.stdout).toContain('On chain 25.000000 USDT, books 25.000000 USDT (of which unattributed 0.000000 USDT)\nBooks reconciled');
    expect(reconciled.code).toBe(0);
    chain.deposit({ units: 1n, memo: 'nobody' });
    const different = await finished(spawnServerScript('server/admin.ts', ['reconcile'], env));
    expect(different.stdout).toContain('On chain 25.000001 USDT, books 25.000000 USDT');
    expect(different.code).toBe(1);
  });
});
