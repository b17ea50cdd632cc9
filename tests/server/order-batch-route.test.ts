/**
 * Orders in batches through the route (docs/performance.md, "Orders in batches"): the orders of
 * many players sent at once share transactions without being placed in one turn of the loop, and
 * every one is answered 201 and is in the books.
 */
import { expect, it } from 'vitest';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('orders of many players at once', (ctx) => {
  it('share transactions: fewer than the orders, every one 201 and in the books', async () => {
    const users = Array.from({ length: 24 }, () => newTelegramUser());
    for (const user of users) await ctx.call('GET', '/api/v1/user/me', { user });
    const responses = await Promise.all(users.map((user) => ctx.order(user, { game: 'odd_even', option: 'odd', amount: '1' })));
    expect(responses.map((response) => response.status)).toEqual(users.map(() => 201));
    // A key's row is written by its order's transaction outside any subtransaction: its xmin is
    // that transaction's id, so the distinct ones are the transactions the orders committed in.
    const [placed] = await ctx.db.query<{ orders: bigint; keys: bigint; transactions: bigint }>(
      `SELECT (SELECT count(*) FROM orders o WHERE o.user_id = ANY(array_agg(u.id))) AS orders, count(k.key) AS keys, count(DISTINCT k.xmin::text) AS transactions
       FROM users u JOIN idempotency_keys k ON k.user_id = u.id WHERE u.telegram_id = ANY($1::bigint[])`,
      [users.map((user) => user.id)],
    );
    expect(placed).toMatchObject({ orders: BigInt(users.length), keys: BigInt(users.length) });
    expect(placed!.transactions).toBeLessThan(BigInt(users.length));
    expect(await booksProblems(ctx.db)).toEqual([]);
  });
});
