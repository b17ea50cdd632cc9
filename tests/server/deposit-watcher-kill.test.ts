/**
 * The server as its own process, its process group killed (SIGKILL) by the toncenter stand-in the moment it has
 * served a page of deposits (read, not yet credited), then started again on the same database:
 * the deposit is credited exactly once, from the cursor the database kept.
 */
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { apiOf, balanceOn, killTestDatabase, killTestKinds, killTestRun, until } from './helpers/kill-test';
import { acceptTermsOf, killProcessGroup, runAdmin, startServerProcess, type ServerProcess } from './helpers/server-process';
import { startPaymentsStandIn } from './helpers/payments-kit';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd2));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x06));

const { chain, env: paymentsOn } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, env: { TON_POLL_INTERVAL_MS: '200' } });

describe.each(killTestKinds())('a deposit watcher killed between reading and crediting [%s]', (kind) => {
  const run = killTestRun();

  it('credits the deposit once after the restart', { timeout: 240_000 }, async () => {
    chain.reset();
    chain.onTransfersServed = null;
    const database = (run.database = await killTestDatabase(kind));
    const env = { ...database.env, DEMO_BALANCE: '100', ...paymentsOn };
    const user = { id: 9_400_001, first_name: 'Killed', language_code: 'en' };
    const get = async (running: ServerProcess, path: string): Promise<unknown> => (await apiOf(running, user)('GET', path)).data;

    const first = await startServerProcess(env);
    run.server = first;
    await acceptTermsOf(first, user);
    const { depositMemo } = (await get(first, '/api/v1/wallet')) as { depositMemo: string };
    chain.onTransfersServed = () => {
      chain.onTransfersServed = null;
      killProcessGroup(first.child);
    };
    chain.deposit({ units: 25_000_000n, memo: depositMemo });
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServerProcess(env);
    run.server = second;
    await until(async () => (await balanceOn(second, user)) !== '100.000000', 60_000);
    // A few more polls after the credit: still once.
    const asked = chain.requests.length;
    await until(async () => chain.requests.length >= asked + 3, 30_000);
    expect(await balanceOn(second, user)).toBe('125.000000');
    expect(await get(second, '/api/v1/wallet/transactions')).toEqual([expect.objectContaining({ kind: 'deposit', amount: '25.000000' })]);

    // The operator's reconcile: the chain holds what the books say came in.
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    const reconciled = await runAdmin(['reconcile'], env);
    expect(reconciled.stdout).toContain('On chain 25.000000 USDT, books 25.000000 USDT (of which unattributed 0.000000 USDT)\nBooks reconciled');
    expect(reconciled.code).toBe(0);
    chain.deposit({ units: 1n, memo: 'nobody' });
    const different = await runAdmin(['reconcile'], env);
    expect(different.stdout).toContain('On chain 25.000001 USDT, books 25.000000 USDT');
    expect(different.code).toBe(1);
  });
});
