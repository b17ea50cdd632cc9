/**
 * A referral circle's withdraw (server/referrals/withdraw.ts), the server's process group killed
 * (SIGKILL) inside its transaction (the payout posted or queued, nothing committed) and right
 * after the commit (the answer lost). On the restarted server the player's retry pays the circle
 * exactly once: to the game balance without a bound wallet, through the withdrawal queue with one.
 */
import { subWeeks } from 'date-fns/subWeeks';
import { describe, expect, it } from 'vitest';
import { circleId } from '../../src/contract/circle-id';
import { apiOf, balanceOn, bindWalletOf, killDuring, KILLED_UNANSWERED, killTestDatabase, killTestKinds, killTestRun, startStoppingAt } from './helpers/kill-test';
import { acceptTermsOf, startServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';

import { startPaymentsStandIn } from './helpers/payments-kit';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

const WEEK_S = 7 * 86_400;
const CASES = [
  // Killed before the commit: the retry pays; to the bound wallet through the queue.
  { point: 'circle:transferred', bound: true, retried: { status: 200, paid: 'wallet' }, balance: '100.000000', line: 'referral_withdrawal' },
  // Killed after the commit: the retry finds it withdrawn; it went to the game balance.
  { point: 'circle:committed', bound: false, retried: { status: 409, paid: 'already_withdrawn' }, balance: '100.500000', line: 'referral_payout' },
] as const;

const { chain } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });

const playersOf = (point: (typeof CASES)[number]['point']) => {
  const base = 9_520_000 + CASES.findIndex((c) => c.point === point) * 10;
  return { referrer: { id: base, first_name: 'Referrer', language_code: 'en' }, friend: { id: base + 1, first_name: 'Friend', language_code: 'en' } };
};

describe.each(killTestKinds())('a referral withdraw killed mid-way [%s]', (kind) => {
  const run = killTestRun();
  /** Last week, set once for every case: one server start instead of one a case. */
  let lastWeekPlayed: Promise<void> | undefined;

  // Last week (the server's clock a week back): each case's friend stakes 50 USDT, its referrer's circle earns 0.5.
  const playLastWeek = async (env: Record<string, string>) => {
    const lastWeek = await startServerProcess({ ...env, CLOCK_OFFSET_S: String(-WEEK_S) });
    run.server = lastWeek;
    for (const { point } of CASES) {
      const { referrer, friend } = playersOf(point);
      const { refCode } = (await apiOf(lastWeek, referrer, -WEEK_S)('GET', '/api/v1/user/me')).data as { refCode: string };
      await apiOf(lastWeek, friend, -WEEK_S)('GET', '/api/v1/user/me', undefined, { 'x-ref-code': refCode });
      const order = await apiOf(lastWeek, friend, -WEEK_S)('POST', '/api/v1/game/orders', { game: 'odd_even', option: 'odd', amount: '50' }, { 'idempotency-key': `kill-${point}` });
      expect(order.status).toBe(201);
    }
    expect(await lastWeek.stop()).toBe(0);
    run.server = undefined;
  };

  it.each(CASES)('pays the circle once when killed at $point (bound wallet: $bound)', { timeout: 300_000 }, async ({ point, bound, retried, balance, line }) => {
    const database = (run.database ??= await killTestDatabase(kind));
    const env = { ...database.env, ...paymentsEnv(chain.url), DEMO_BALANCE: '100' };
    const { referrer } = playersOf(point);
    await (lastWeekPlayed ??= playLastWeek(env));
    const circle = circleId(subWeeks(new Date(), 1));

    const first = await startStoppingAt(env, point);
    run.server = first;
    const api = apiOf(first, referrer);
    const binding = bound ? await bindWalletOf(first, referrer) : await acceptTermsOf(first, referrer).then(() => 200);
    expect(binding).toBe(200);
    expect(await killDuring(first.child, point, () => api('POST', `/api/v1/user-ref-circle/${circle}/withdraw`))).toEqual(KILLED_UNANSWERED);

    const second = await startServerProcess(env);
    run.server = second;
    const retry = await apiOf(second, referrer)('POST', `/api/v1/user-ref-circle/${circle}/withdraw`);
    const data = retry.data as { destination?: string } | undefined;
    expect({ status: retry.status, paid: retry.error?.code ?? data?.destination }).toEqual(retried);
    expect(await balanceOn(second, referrer)).toBe(balance);
    const lines = (await apiOf(second, referrer)('GET', '/api/v1/wallet/transactions')).data as { kind: string; amount: string }[];
    expect(lines).toEqual([expect.objectContaining({ kind: line, amount: '0.500000' })]);
    expect(await second.stop()).toBe(0);
    run.server = undefined;
    await database.use(async (db) => {
      const [row] = await db.query<{ id: bigint }>('SELECT id FROM users WHERE telegram_id = $1', [referrer.id]);
      const paid = await db.query<{ amount_micro: bigint }>(
        `SELECT amount_micro FROM transfers WHERE from_account = 'house:referral_expense'
           AND (to_account = $1 OR reference IN (SELECT 'withdrawal:' || id FROM withdrawals WHERE user_id = $2))`,
        [`player:${row!.id}`, row!.id],
      );
      expect(paid).toEqual([{ amount_micro: 500_000n }]);
      expect(await booksProblems(db)).toEqual([]);
    });
  });
});
