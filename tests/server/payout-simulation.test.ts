/**
 * The payout simulation (docs/payments.md, The simulation): 200 seeded runs of the REAL deposit
 * watcher and payout workers against the toncenter stand-in's chain with faults injected (an
 * indexer that lags, drops, repeats and reorders pages; sends refused, lost, timed out, answered
 * with an error, or landing on a wallet that cannot pay; foreign messages from the hot wallet; a hot
 * wallet low on TON; bounces; workers killed at each step; two workers and two watchers at once),
 * each checked against the books and the chain. A failure prints its seed, its path and the
 * command that replays it (`npm run simulate -- --seed=S --path=P`). PGlite only: the invariants
 * are about money, not the database.
 */
import { expect, it } from 'vitest';
import { runSimulation } from './simulation/simulate';

it('200 seeded runs with faults: books balanced, each payout paid once or refunded once, each deposit credited once, chain equal to the books', async () => {
  const result = await runSimulation({ runs: 200, maxActions: 30 });
  expect(result.failure).toBeNull();
  expect(result.runs).toBe(200);
  // The runs reached what they are for: payouts sent, re-sent, waited for, and refunded on a bounce or an expiry.
  expect([...result.seen.keys()]).toEqual(expect.arrayContaining(['sent', 'resent', 'waiting', 'failed_refunded']));
}, 120_000);
