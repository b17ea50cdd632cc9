import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against one area's mutants (scripts/mutate.mjs passes the area's
 * test files in MUTATION_TESTS). They are pure or open their own PGlite (and, in describeEachDb suites, a
 * database of the throwaway Postgres tests/server/mutation-global-setup.ts starts), so one Node project
 * without jsdom serves them all: every mutant
 * pays this start-up again (an area that needs a DOM asks for jsdom in MUTATION_ENVIRONMENT) (docs/mutation-testing.md).
 */
const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
if (tests.length === 0) throw new Error('vitest.mutation.config.ts is for `npm run mutate`, which names the tests in MUTATION_TESTS');

export default defineConfig({
  test: {
    name: 'mutation',
    environment: process.env.MUTATION_ENVIRONMENT ?? 'node',
    include: tests,
    // A throwaway Postgres for the describeEachDb suites, as `npm test` has; MUTATION_POSTGRES=off
    // runs them on PGlite alone, and the summary says the run was partial (scripts/mutation-environment.mjs).
    globalSetup: ['tests/server/mutation-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
