// `npm run mutate` (scripts/mutate.mjs) runs Stryker once per area of scripts/mutation-areas.mjs,
// passing the area's files in MUTATE and its tests in MUTATION_TESTS (docs/mutation-testing.md).
// Not part of `npm test`: it re-runs the tests once per mutant.
if (!process.env.MUTATE || !process.env.MUTATION_TESTS) {
  throw new Error('Run `npm run mutate [area...]`: scripts/mutate.mjs names the files to mutate and the tests of each area');
}
const area = process.env.MUTATION_AREA_SLUG ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // related: false: the area names its tests; vitest's import-graph search would only add time.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  dryRunTimeoutMinutes: 20,
  coverageAnalysis: 'perTest',
  // Stryker rewrites tsconfig.json in its sandbox through the TypeScript JS API
  // (ts.parseConfigFileTextToJson), which the native TypeScript 7 compiler no longer ships.
  // Our sandbox keeps the same layout, so nothing needs rewriting: name a file that does not exist.
  tsconfigFile: 'no-tsconfig-rewrite-in-the-sandbox.json',
  mutate: process.env.MUTATE.split(','),
  // Module-level code runs once per test file, not per test: such a mutant would need every test.
  ignoreStatic: true,
  // String literals are SQL and messages: a query's change is caught by the database, wording is no behaviour.
  mutator: { excludedMutations: ['StringLiteral'] },
  incremental: true,
  incrementalFile: `reports/mutation/${area}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  htmlReporter: { fileName: `reports/mutation/${area}.html` },
  // Two test runners on two cores: Stryker's own process mostly waits on them (docs/mutation-testing.md).
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  thresholds: { high: 95, low: 90, break: null },
  // Not copied into each area's sandbox: the earlier areas' reports (by the last area, 16 sets of
  // HTML, JSON and incremental files) and build or bench output, which no mutation test reads.
  ignorePatterns: ['/reports', '/dist', '/bench/results', '/test-results', '/playwright-report', '/data'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
