import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against one area's mutants (scripts/mutate.mjs passes the area's
 * test files in MUTATION_TESTS). They are pure or open their own PGlite, so one Node project
 * without jsdom and without the server suite's Postgres cluster serves them all: every mutant
 * pays this start-up again (an area that needs a DOM asks for jsdom in MUTATION_ENVIRONMENT) (docs/mutation-testing.md).
 */
const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
if (tests.length === 0) throw new Error('vitest.mutation.config.ts is for `npm run mutate`, which names the tests in MUTATION_TESTS');

export default defineConfig({
  test: {
    name: 'mutation',
    environment: process.env.MUTATION_ENVIRONMENT ?? 'node',
    include: tests,
    // Postgres only when asked (MUTATION_POSTGRES_URL): without it the describeEachDb suites run on
    // PGlite alone, and the summary says the run was partial (scripts/mutation-environment.mjs).
    provide: { postgresUrl: process.env.MUTATION_POSTGRES_URL ?? null },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
