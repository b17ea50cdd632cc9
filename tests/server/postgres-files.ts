/**
 * The server test files that run on Postgres as well as on PGlite (or on Postgres alone), each with
 * why the database matters there. Every other file's `describeEachDb` and `killTestKinds` suites run
 * on PGlite only: the two engines are the same Postgres, so what differs is how the server uses
 * them (docs/testing.md, "Which server tests run on both databases"):
 * - concurrency: PGlite runs one transaction at a time; on Postgres, requests race for real;
 * - the events: LISTEN/NOTIFY on Postgres, in process on PGlite;
 * - the read caches (server/cache/read-caches.ts): PGlite only;
 * - a second connection or process on the same data (kill tests, several instances);
 * - migrations from an older schema.
 * tests/server/postgres-files.test.ts fails when a file shows one of these and is not listed here,
 * or when an entry names no such file.
 */
export const POSTGRES_FILES: Record<string, string> = {
  'admin-adjustments.test.ts': 'concurrent adjustments',
  'admin-cli.test.ts': 'concurrent CLI and console decisions, and the audit trigger on Postgres',
  'admin-credit-kill.test.ts': 'a kill test: money moved once after a kill, on both databases',
  'admin-solo-limits.test.ts': 'ten concurrent adjustments against one bound',
  'admin-withdrawals.test.ts': 'concurrent decisions on one withdrawal',
  'auth.test.ts': 'concurrent first logins of one player',
  'back-office-kill.test.ts': 'a kill test',
  'back-office-withdrawal-kill.test.ts': 'a kill test',
  'books-migration-kill.test.ts': 'a kill test of a migration',
  'books-migration.test.ts': 'a migration from an older schema',
  'books-under-load.test.ts': 'concurrent orders and transfers',
  'books-zero-sum.test.ts': 'concurrent transfers',
  'bot-outbox.test.ts': 'concurrent senders of the bot outbox',
  'bot-polling.test.ts': 'a second connection to the same data',
  'admin-revenue.test.ts': 'the licence’s figures: each month’s sums and their freeze at the close, computed by the production database',
  'cluster.test.ts': 'several instances on one Postgres',
  'complaints.test.ts': 'the regulator-facing record: each complaint’s deadline, the replies both ways and the evidence pack, on the production database',
  'database.test.ts': 'the database layer itself',
  'deposit-watcher-kill.test.ts': 'a kill test',
  'deposits.test.ts': 'concurrent deposit crediting',
  'fairness-migration.test.ts': 'a migration from an older schema',
  'harm-markers.test.ts': 'two scans at once open one case',
  'held-deposits.test.ts': 'concurrent releases',
  'held-release-kill.test.ts': 'a kill test (Postgres only)',
  'held-return.test.ts': 'the return takes the protection and account row locks and moves money past the limits in one transaction',
  'history-cache.test.ts': 'the read caches exist on PGlite only',
  'ip-limits.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'money-thresholds.test.ts': 'each threshold compared with sums Postgres computes (the day’s withdrawals, what one operator decided alone), at one micro-USDT from the edge',
  'money-notices.test.ts': 'two watchers and workers at once queue each notice once',
  'order-relay-kill.test.ts': 'a kill test: the events outbox after a kill',
  'order-running-totals.test.ts': 'concurrent orders at a limit’s edge',
  'order-batch-kill.test.ts': 'a kill test: a batch of orders killed between its two statements',
  'game-units/order-batches.test.ts': 'a batch of orders: each answered on its own, a failed one rerun, on the production database too',
  'order-batch-route.test.ts': 'concurrent orders of many players through the route share transactions',
  'orders.test.ts': 'concurrent orders',
  'game-units/order-batch-functions.test.ts': 'a batch of orders in one transaction: each settled in its own subtransaction on the production database',
  'game-units/order-round-trips.test.ts': 'the Postgres adapter sends BEGIN and COMMIT in the messages of an order’s statements',
  'payout-batches.test.ts': 'a batch of 254 withdrawals signed, stored and moved to sending in one transaction, and settled one by one, on both databases',
  'payout-screening-kill.test.ts': 'a kill test: held and audited once after a kill',
  'payout-simulation.test.ts': 'two payout workers and two deposit watchers whose transactions race for real',
  'payout-screening.test.ts': "the hold and its audit entry (the audit chain's trigger) in the worker's transaction, next to an operator's concurrent decision",
  'payout-worker-kill.test.ts': 'a kill test',
  'payout-worker.test.ts': 'concurrent payout workers',
  'pg-killed-backend.test.ts': 'a Postgres backend killed under the server',
  'player-limits.test.ts': 'concurrent orders against a limit',
  'rate-limit-instances.test.ts': 'rate limits shared by instances in Postgres',
  'rate-limit-one-message.test.ts': 'the authentications of one turn in one Postgres transaction, sent as one message',
  'rate-limit-counted.test.ts': 'on Postgres alone the authentication’s users SELECT counts the rate limit’s hit (PGlite keeps its counts in memory)',
  'readiness.test.ts': 'readiness while Postgres or its listener is down',
  'reconciliation-monitor.test.ts': 'two instances at once: one checks',
  'referral-withdraw-kill.test.ts': 'a kill test',
  'referrals.test.ts': 'concurrent referral withdraws',
  'sessions.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'sse-cursor.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'sse-instances.test.ts': 'events between instances',
  'sse-limits.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'sse-replay.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'sse.test.ts': 'event streams (LISTEN/NOTIFY on Postgres)',
  'withdrawal-request-kill.test.ts': 'a kill test',
  'withdrawals.test.ts': 'concurrent withdraws',
  'default-limits.test.ts': 'the limits’ upsert (a default raised or removed makes the player’s row) and the 24-hour wait read back on the production database',
  'blocked-country-flag.test.ts': 'a player’s first refusals for a blocked country arriving at once, recorded and audited once',
  'jurisdiction-signals.test.ts': 'one player’s requests from a new country arriving at once',
  'verification.test.ts': 'one provider review delivered on several connections at once',
  'self-exclusion-periods.test.ts': "a permanent exclusion stored as 'infinity', which pg and PGlite each parse (and compare in SQL) their own way",
  'min-game-cycle.test.ts': 'two orders at once inside one game cycle, measured one after the other under the protection row lock',
  'withdrawal-volume-trigger.test.ts': 'the window’s withdrawals less refunds summed by Postgres, at one micro-USDT from the threshold',
  'admin-flag-clear.test.ts': 'a double click’s two clearings of one flag racing on two connections',
};

/**
 * What makes a file's database matter, as the check reads it from the file's text. A new test that
 * races requests, reads the event stream or opens Postgres itself is caught by one of these.
 */
export const DATABASE_SPECIFIC: { what: string; pattern: RegExp }[] = [
  { what: 'concurrent requests (Promise.all)', pattern: /Promise\.(all|allSettled|race)\(/ },
  { what: 'the event stream', pattern: /sse-client|sse-helpers|resuming-stream|notifications\/sse|events\/hub|pg-listener/ },
  { what: 'the read caches', pattern: /read-caches|HistoryCache|IdentityCache/ },
  { what: 'Postgres itself', pattern: /inject\('postgresUrl'\)|killTestKinds|\.databaseUrl\b|openPostgresDb|openTestDatabase\('postgres'/ },
  { what: 'an older schema', pattern: /listMigrations\(\)\.(filter|slice)/ },
];

/** The file's name within tests/server, as this list keys it. */
export function postgresFileKey(testPath: string): string {
  return testPath.slice(testPath.lastIndexOf('/tests/server/') + '/tests/server/'.length);
}
