// `npm run mutate`: mutation testing of the code where a silent bug costs money or trust
// (docs/mutation-testing.md). Not part of `npm test`: it re-runs the tests once per mutant.
// Server tests run on PGlite only here (SKIP_POSTGRES=1, set by the npm script): the mutants are
// in our code, not in the database, and Postgres would double the time.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  dryRunTimeoutMinutes: 20,
  coverageAnalysis: 'perTest',
  // Stryker rewrites tsconfig.json in its sandbox through the TypeScript JS API
  // (ts.parseConfigFileTextToJson), which the native TypeScript 7 compiler no longer ships.
  // Our sandbox keeps the same layout, so nothing needs rewriting: name a file that does not exist.
  tsconfigFile: 'no-tsconfig-rewrite-in-the-sandbox.json',
  mutate: (process.env.MUTATE ?? [
    'server/auth/**/*.ts',
    'server/game/**/*.ts',
    'server/referrals/**/*.ts',
    'server/ledger/**/*.ts',
    'server/events/event-repository.ts',
    'src/telegram/version.ts',
    'src/telegram/features.ts',
    'src/telegram/validate.ts',
    'src/telegram/startup.ts',
    'src/contract/**/*.ts',
    '!**/*.d.ts',
  ].join(',')).split(','),
  // Types and log text are no behaviour: mutating them only produces noise.
  ignoreStatic: true,
  mutator: { excludedMutations: ['StringLiteral'] },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  concurrency: 1,
  timeoutMS: 60_000,
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
