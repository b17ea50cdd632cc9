/**
 * A player's withdrawal request (player balance -> house:withdrawals_in_flight), the server's
 * process group killed (SIGKILL) at the step: inside the request's transaction after the transfer
 * (nothing commits) and right after the commit (the answer is lost). The player's retry with the
 * same Idempotency-Key on the restarted server moves the amount exactly once.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, balanceOn, bindWalletOf, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

import { startPaymentsStandIn } from './helpers/payments-kit';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

const CASES = [
  // Killed before the commit: nothing happened, the retry makes the withdrawal (201).
  { point: 'withdrawal:transferred', retried: 201 },
  // Killed after the commit: the retry answers the withdrawal that exists (200).
  { point: 'withdrawal:committed', retried: 200 },
] as const;

const { chain } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

describe.each(killTestKinds())('a withdrawal request killed mid-way [%s]', (kind) => {
  const run = killTestRun();

  it.each(CASES)('moves the amount once when killed at $point and retried', { timeout: 240_000 }, async ({ point, retried }) => {
    const database = (run.database ??= await killTestDatabase(kind));
    // No hot wallet: no payout worker, the withdrawal stays pending where the test can see it.
    const env = { ...database.env, ...paymentsEnv(chain.url), DEMO_BALANCE: '100' };
    const user = { id: 9_510_000 + CASES.findIndex((c) => c.point === point), first_name: 'Killed', language_code: 'en' };
    const key = `kill-${point}`;
    const first = await startStoppingAt(env, point);
    run.server = first;
    const api = apiOf(first, user);
    expect(await bindWalletOf(first, user)).toBe(200);
    expect(await killDuring(first.child, point, () => api('POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': key }))).toEqual(KILLED_UNANSWERED);

    const second = await startServerProcess(env);
    run.server = second;
    const retry = await apiOf(second, user)('POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': key });
    expect(retry.status).toBe(retried);
    expect(retry.data).toEqual({ id: expect.any(String), status: 'pending' });
    expect(await balanceOn(second, user)).toBe('90.000000');
    const lines = (await apiOf(second, user)('GET', '/api/v1/wallet/transactions')).data as { kind: string; amount: string; status: string }[];
    expect(lines).toEqual([expect.objectContaining({ kind: 'withdrawal', amount: '10.000000', status: 'pending' })]);
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    await database.use(async (db) => {
      const [row] = await db.query<{ id: bigint }>('SELECT id FROM users WHERE telegram_id = $1', [user.id]);
      const moved = await db.query<{ amount_micro: bigint }>("SELECT amount_micro FROM transfers WHERE from_account = $1 AND reason = 'withdrawal'", [`player:${row!.id}`]);
      expect(moved).toEqual([{ amount_micro: 10_000_000n }]);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
