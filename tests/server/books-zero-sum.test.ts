/**
 * The books stay balanced under a mixed burst: 200 operations at once on each database (first
 * sights with their demo credit, admin credits, orders that win, lose or overdraw, replayed
 * orders, referral withdraws, a replayed admin reference). Afterwards the sum over all accounts is
 * zero, every account equals its transfers, and each business fact posted exactly once.
 */
import { subWeeks } from 'date-fns/subWeeks';
import { expect, it } from 'vitest';
import { creditPlayer, parseCreditArgs } from '../../server/admin-commands';
import { circleId } from '../../src/contract/circle-id';
import { cliActor, cliDeps, FINANCE } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser, type Response } from './helpers/test-server';

describeEachDb('the books under a mixed burst of 200 operations', (ctx) => {
  it('sum to zero with every fact posted once', async () => {
    const lastWeek = subWeeks(new Date(), 1);
    const referrers = Array.from({ length: 5 }, () => newTelegramUser());
    for (const referrer of referrers) {
      const refCode = (await ctx.call('GET', '/api/v1/user/me', { user: referrer })).json.data.refCode;
      ctx.now = lastWeek;
      expect((await ctx.order(newTelegramUser(), { game: 'odd_even', option: 'odd', amount: '10' })).status).toBe(201);
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser(), startParam: refCode });
      const child = newTelegramUser();
      await ctx.call('GET', '/api/v1/user/me', { user: child, startParam: refCode });
      expect((await ctx.order(child, { game: 'odd_even', option: 'odd', amount: '10' })).status).toBe(201);
      ctx.now = null;
    }
    const circle = circleId(lastWeek);
    const players = [...referrers, ...Array.from({ length: 15 }, () => newTelegramUser())];

    const operations: Promise<Response | string | Error>[] = [];
    for (let i = 0; i < 200; i += 1) {
      const player = players[i % players.length]!;
      const kind = i % 8;
      if (kind === 0) operations.push(ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() }));
      else if (kind === 1) operations.push(creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(referrers[i % 5]!.id), '0.5')));
      else if (kind === 2) operations.push(creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(referrers[0]!.id), '3', 'burst-ticket')).catch((error: Error) => error));
      else if (kind === 3) operations.push(ctx.call('POST', `/api/v1/user-ref-circle/${circle}/withdraw`, { user: referrers[i % 5] }));
      else if (kind === 4) operations.push(ctx.order(player, { game: 'big_small', option: 'over', amount: '1000' }));
      else if (kind === 5) operations.push(ctx.order(player, { game: 'odd_even', option: 'even', amount: '0.25' }, `same-${i % 40}`));
      else operations.push(ctx.order(player, { game: 'lottery', option: 'lottery_2', amount: '1.5' }));
    }
    const results = await Promise.all(operations);
    expect(results.filter((result) => result instanceof Error)).toHaveLength(24);

    expect(await booksProblems(ctx.db)).toEqual([]);
    const [sum] = await ctx.db.query<{ total: bigint }>('SELECT sum(balance_micro)::bigint AS total FROM account_balances');
    expect(sum?.total).toBe(0n);
    const count = async (sql: string) => Number((await ctx.db.query<{ n: bigint }>(sql))[0]!.n);
    // The CLI's credit is an adjustment keyed by its reference: one adjustment, one transfer.
    expect(await count("SELECT count(*) AS n FROM transfers t JOIN adjustments a ON t.reference = 'adjustment:' || a.id WHERE a.request_key = 'admin:burst-ticket'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM transfers WHERE reason = 'referral_withdraw'")).toBe(5);
    expect(await count("SELECT count(*) AS n FROM transfers WHERE reason = 'stake'")).toBe(await count('SELECT count(*) AS n FROM orders'));
    expect(await count("SELECT count(*) AS n FROM transfers WHERE reason = 'demo_credit'")).toBe(await count('SELECT count(*) AS n FROM users'));
    expect(await count("SELECT count(*) AS n FROM accounts WHERE user_id IS NOT NULL AND balance_micro < 0")).toBe(0);
  });
});
