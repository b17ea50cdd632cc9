import { subWeeks } from 'date-fns/subWeeks';
import { afterEach, expect, it } from 'vitest';
import { circleId } from '../../src/contract/circle-id';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

async function refCodeOf(ctx: ServerContext, user: InitDataUser): Promise<string> {
  return (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.refCode;
}

/** A referrer with `children` referred players who each staked `stakes` last week. */
async function referrerWithEarnings(ctx: ServerContext, stakes: string[], children = 1) {
  const referrer = newTelegramUser();
  const refCode = await refCodeOf(ctx, referrer);
  const lastWeek = subWeeks(new Date(), 1);
  ctx.now = lastWeek;
  for (let i = 0; i < children; i += 1) {
    const child = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user: child, startParam: refCode });
    for (const amount of stakes) expect((await ctx.order(child, { game: 'odd_even', option: 'odd', amount })).status).toBe(201);
  }
  ctx.now = null;
  return { referrer, circle: circleId(lastWeek) };
}

describeEachDb(
  'referral circles',
  (ctx) => {
    afterEach(() => {
      ctx.now = null;
    });

    it('earns the referrer 1% of each stake (floored to the micro) in the circle of the order week', async () => {
      const { referrer, circle } = await referrerWithEarnings(ctx, ['10', '0.123456'], 2);
      const circles = (await ctx.call('GET', '/api/v1/user-ref-circle', { user: referrer })).json.data;
      // 2 x (0.1 + 0.00123456 floored to 0.001234)
      expect(circles).toEqual([{ circleId: circle, earnFromChild: '0.202468', isWithdrawn: false, referrals: 2 }]);
      // The referrer's balance is untouched until withdraw.
      expect(await ctx.balance(referrer)).toBe('100.000000');
    });

    it('counts every invitee, played or not, but not strangers, self-referrals or unknown codes', async () => {
      const referrer = newTelegramUser();
      const refCode = await refCodeOf(ctx, referrer);
      const list = async () => (await ctx.call('GET', '/api/v1/user-ref-circle', { user: referrer })).json;
      expect(await list()).toEqual({ data: [], referralCount: 0 });

      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser(), startParam: refCode });
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser(), headers: { 'x-ref-code': refCode } });
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser(), startParam: 'no-such-code' });
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() });
      await ctx.call('GET', '/api/v1/user/me', { user: referrer, startParam: refCode });
      expect(await list()).toEqual({ data: [], referralCount: 2 });
    });

    it('lists circles newest first', async () => {
      const referrer = newTelegramUser();
      const child = newTelegramUser();
      await ctx.call('GET', '/api/v1/user/me', { user: child, startParam: await refCodeOf(ctx, referrer) });
      const weeks = [3, 1, 2].map((ago) => subWeeks(new Date(), ago));
      for (const week of weeks) {
        ctx.now = week;
        await ctx.order(child, { game: 'odd_even', option: 'odd', amount: '1' });
      }
      ctx.now = null;
      const ids = (await ctx.call('GET', '/api/v1/user-ref-circle', { user: referrer })).json.data.map((c: { circleId: number }) => c.circleId);
      expect(ids).toEqual([1, 2, 3].map((ago) => circleId(subWeeks(new Date(), ago))));
    });

    it('withdraws a finished circle once, crediting the balance from house:referral_expense', async () => {
      const { referrer, circle } = await referrerWithEarnings(ctx, ['50']);
      const done = await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer });
      expect(done.status).toBe(200);
      expect(done.json.data).toEqual({ circleId: circle, payout: '0.500000', destination: 'balance' });
      expect(await ctx.balance(referrer)).toBe('100.500000');
      const [listed] = (await ctx.call('GET', '/api/v1/user-ref-circle', { user: referrer })).json.data;
      expect(listed).toMatchObject({ circleId: circle, isWithdrawn: true });

      const again = await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer });
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('already_withdrawn');
      expect(await ctx.balance(referrer)).toBe('100.500000');
    });

    it('refuses this week, future weeks, unknown and empty circles with 409', async () => {
      const referrer = newTelegramUser();
      const child = newTelegramUser();
      await ctx.call('GET', '/api/v1/user/me', { user: child, startParam: await refCodeOf(ctx, referrer) });
      await ctx.order(child, { game: 'odd_even', option: 'odd', amount: '1' });
      const current = circleId(new Date());
      const cases: [number, string][] = [
        [current, 'circle_not_finished'],
        [current + 60, 'circle_not_finished'],
        [current - 10, 'circle_not_found'],
      ];
      for (const [id, code] of cases) {
        const response = await ctx.call('POST', `/api/v1/user-ref-circle/${id}/withdraw`, { user: referrer });
        expect(response.status).toBe(409);
        expect(response.json.error.code).toBe(code);
      }
      const [me] = await ctx.db.query<{ id: bigint }>('SELECT id FROM users WHERE telegram_id = $1', [referrer.id]);
      await ctx.db.query('INSERT INTO ref_circles (user_id, circle_id) VALUES ($1, $2)', [me?.id, current - 5]);
      const empty = await ctx.call('POST', `/api/v1/user-ref-circle/${current - 5}/withdraw`, { user: referrer });
      expect(empty.status).toBe(409);
      expect(empty.json.error.code).toBe('nothing_to_withdraw');
      const bad = await ctx.call('POST', '/api/v1/user-ref-circle/abc/withdraw', { user: referrer });
      expect(bad.status).toBe(400);
      expect(await ctx.balance(referrer)).toBe('100.000000');
    });

    it('pays exactly once under 50 concurrent withdraws', async () => {
      const { referrer, circle } = await referrerWithEarnings(ctx, ['100']);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrer })),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409 && response.json.error.code === 'already_withdrawn')).toHaveLength(49);
      expect(await ctx.balance(referrer)).toBe('101.000000');
      const credits = await ctx.db.query(
        "SELECT 1 FROM transfers t JOIN users u ON t.to_account = 'player:' || u.id WHERE u.telegram_id = $1 AND t.reference = 'circle:' || u.id || ':' || $2",
        [referrer.id, String(circle)],
      );
      expect(credits).toHaveLength(1);
    });

    it('only touches the caller\'s own circles', async () => {
      const { circle } = await referrerWithEarnings(ctx, ['10']);
      const intruder = newTelegramUser();
      const response = await ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: intruder });
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('circle_not_found');
    });
  },
  { RATE_LIMIT_PER_MIN: '0' },
);
