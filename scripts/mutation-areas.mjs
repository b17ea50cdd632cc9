// The areas `npm run mutate` scores one by one (docs/mutation-testing.md): the code each mutates
// and the tests run against its mutants. Every mutant re-runs the tests that reach it, so these
// are fast ones: no server start, and the tests of SQL-bearing code open one PGlite per file from
// a pre-migrated snapshot (tests/server/helpers/pglite-snapshot.ts).
export const MUTATION_AREAS = [
  {
    name: 'server/auth',
    mutate: [
      'server/auth/auth-date.ts',
      'server/auth/telegram-hash.ts',
      'server/auth/init-data.ts',
      'server/auth/launch-data-cache.ts',
      'server/auth/login-widget.ts',
      'server/telegram/telegram-profile.ts',
      'server/auth/tokens.ts',
      'server/auth/sign-init-data.ts',
    ],
    tests: ['tests/server/auth-units/*.test.ts'],
  },
  {
    name: 'server/game',
    mutate: ['server/game/*.ts'],
    tests: ['tests/server/rules.test.ts', 'tests/server/game-units/*.test.ts'],
  },
  {
    name: 'server/referrals',
    mutate: ['server/referrals/*.ts'],
    tests: ['tests/server/referral-units/*.test.ts'],
  },
  {
    name: 'books',
    mutate: ['server/books/*.ts'],
    tests: ['tests/server/transfer-repository.test.ts'],
  },
  {
    name: 'server/events replay',
    mutate: ['server/events/event-repository.ts'],
    tests: ['tests/server/event-repository.test.ts'],
  },
  {
    name: 'src/telegram gates and limits',
    // The bridge tests post through a fake Telegram window.
    environment: 'jsdom',
    mutate: ['src/telegram/version.ts', 'src/telegram/features.ts', 'src/telegram/validate.ts', 'src/telegram/startup.ts'],
    tests: [
      'tests/unit/telegram/version.test.ts',
      'tests/unit/telegram/gates.test.ts',
      'tests/unit/telegram/limits.test.ts',
      'tests/unit/telegram/validate.test.ts',
      'tests/unit/telegram/startup.test.ts',
      'tests/unit/telegram/startup-boundaries.test.ts',
    ],
  },
  {
    name: 'src/contract',
    // Not UTC, with summer time switching at 01:00 UTC on a Sunday: a circle computed in local time
    // instead of UTC is then a different week near the boundary. Setting TZ inside a test cannot
    // show it here, since Stryker runs the tests in worker threads.
    timeZone: 'Europe/Berlin',
    mutate: ['src/contract/*.ts'],
    tests: [
      'tests/unit/circle-id.test.ts',
      'tests/unit/language-match.test.ts',
      'tests/unit/language-chunks.test.ts',
      'tests/unit/fairness-verifier.test.ts',
      'tests/unit/contract/*.test.ts',
      'tests/server/rules.test.ts',
    ],
  },
];

/** An area's file-name-safe slug: its reports are reports/mutation/<slug>.json. */
export const areaSlug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
