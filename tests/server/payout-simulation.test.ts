/**
 * The payout simulation (docs/payments.md, The simulation): seeded runs of the REAL deposit
 * watcher and payout workers against the toncenter stand-in's chain with faults injected (an
 * indexer that lags, drops, repeats and reorders pages; sends refused, lost, timed out, answered
 * with an error, or landing on a wallet that cannot pay; foreign messages from the hot wallet; a hot
 * wallet low on TON; bounces; workers killed at each step; two workers and two watchers at once),
 * each checked against the books and the chain. A failure prints its seed, its path and the
 * command that replays it (`npm run simulate -- --seed=S --path=P`). 200 runs on PGlite; on
 * Postgres, where the two workers' and the two watchers' transactions race for real (row locks,
 * SKIP LOCKED) instead of taking turns on one connection, 200 as well.
 */
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from './helpers/test-database';
import { databaseKinds } from './helpers/test-server';
import { runSimulation } from './simulation/simulate';

const RUNS = { pglite: 200, postgres: 200 } as const;

describe.each(databaseKinds())('the payout simulation [%s]', (kind) => {
  it(`${RUNS[kind]} seeded runs with faults: books balanced, each payout paid once or refunded once, each deposit credited once, chain equal to the books`, async () => {
    const database = kind === 'postgres' ? await openTestDatabase('postgres', inject('postgresUrl')) : null;
    try {
      const result = await runSimulation({ runs: RUNS[kind], maxActions: 30, db: database?.db, replayFlags: database ? ' --database-url=<an empty Postgres database>' : '' });
      expect(result.failure).toBeNull();
      expect(result.runs).toBe(RUNS[kind]);
      // The runs reached what they are for: payouts sent, re-sent, waited for, and refunded on a bounce or an expiry.
      expect([...result.seen.keys()]).toEqual(expect.arrayContaining(['sent', 'resent', 'waiting', 'failed_refunded']));
    } finally {
      await database?.dispose();
    }
  }, 180_000);
});
