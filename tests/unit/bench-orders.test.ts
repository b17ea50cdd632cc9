import { describe, expect, it } from 'vitest';
import { booksHold, bothAnswered, type Answered, type Books } from '../../bench/order-books';
import { parseWrkRun } from '../../bench/wrk-result';

const RESULT = 'WRK-RESULT {"sent":1020,"answers":1000,"durationUs":10000000,"p50Us":21500,"p99Us":48250,"failures":{"409":3,"error":2}}';

describe("the orders section's figures from wrk", () => {
  it("counts the orders answered 201 by their ids, those sent and never answered, the latencies and wrk's own CPU", () => {
    const ids = Array.from({ length: 997 }, (_, i) => String(i + 1));
    // wrk's line, then `times` as dash prints it: the shell's CPU, then its children's (wrk's).
    const run = parseWrkRun(`Running 10s test\n${RESULT}\n0m0.010000s 0m0.000000s\n0m0.210000s 0m0.190000s\n`, ids);
    expect(run).toEqual({
      seconds: 10,
      placed: 997,
      placedIds: ids,
      unanswered: 20,
      perSecond: 99.7,
      p50: 21.5,
      p99: 48.25,
      failures: { '409': 3, error: 2 },
      cpuSeconds: expect.closeTo(0.4, 9) as number,
    });
  });

  it("reads bash's `times` too, and refuses a run that printed no result", () => {
    expect(parseWrkRun(`${RESULT}\n0m0.01s 0m0.00s\n1m2.5s 0m0.5s`, []).cpuSeconds).toBe(63);
    expect(() => parseWrkRun('unable to connect to 127.0.0.1:1 Connection refused\n0m0.00s 0m0.00s\n0m0.00s 0m0.00s', [])).toThrow(/wrk printed no result: unable to connect/);
  });
});

describe("the orders section's books check", () => {
  const answered: Answered = { firstOrders: 200, ids: ['1', '2', '3'], unanswered: 2 };
  const books = (orders: number, change: Partial<Books> = {}): Books => ({ orders, stakes: orders, sumMicro: 0n, mismatches: 0, answeredFound: 3, ...change });

  it('holds when every order answered 201 is in the books, with at most the cut-off ones besides', () => {
    expect([203, 204, 205].map((orders) => booksHold(books(orders), answered))).toEqual([true, true, true]);
  });

  it('fails on an answered order missing from the books, even when a cut-off one fills its place in the count', () => {
    expect(booksHold(books(204, { answeredFound: 2 }), answered)).toBe(false);
  });

  it('fails on more orders than were answered or cut off, on fewer than were answered, and on a stake too many or books that do not sum to zero', () => {
    expect([
      booksHold(books(206), answered),
      booksHold(books(202), answered),
      booksHold(books(204, { stakes: 205 }), answered),
      booksHold(books(204, { sumMicro: 1n }), answered),
      booksHold(books(204, { mismatches: 1 }), answered),
    ]).toEqual([false, false, false, false, false]);
  });

  it('adds two loads on one database: their first orders, their ids and their cut-off orders', () => {
    expect(bothAnswered(answered, { firstOrders: 200, ids: ['9'], unanswered: 1 })).toEqual({ firstOrders: 400, ids: ['1', '2', '3', '9'], unanswered: 3 });
  });
});
