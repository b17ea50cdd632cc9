import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseAppConfig } from './src/config-schema';

/**
 * The tests `npm run mutate` runs against one area's mutants (scripts/mutate.mjs passes the area's
 * test files in MUTATION_TESTS). They are pure or open their own PGlite (and, in describeEachDb suites, a
 * database of the run's throwaway Postgres, which scripts/mutate.mjs starts), so one Node project
 * without jsdom serves them all: every mutant
 * pays this start-up again (an area that needs a DOM asks for jsdom in MUTATION_ENVIRONMENT) (docs/mutation-testing.md).
 */
const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
if (tests.length === 0) throw new Error('vitest.mutation.config.ts is for `npm run mutate`, which names the tests in MUTATION_TESTS');
/**
 * An area of the app's screens (MUTATION_SETUP=unit) runs its component tests as the unit project
 * does (vitest.config.ts): React's transform, the app's build-time configuration, and
 * tests/unit/setup.ts (jest-dom's matchers, the screens' texts, cleanup between tests). It needs no
 * database, so it starts no Postgres.
 */
const unit = process.env.MUTATION_SETUP === 'unit';
/**
 * The files of one mutant's run share one worker and module graph (isolate: false), as `npm test`'s
 * unit and server projects run these same files (vitest.config.ts): each file re-importing the
 * server's or the screens' modules in a worker of its own was a good part of a mutant's cost. Only
 * for those two kinds of area: the Telegram and contract areas run unit files without the unit
 * setup that undoes a file's leftovers (tests/unit/kit/file-isolation.ts), so their files stay
 * isolated. The mutant is switched on at run time (ignoreStatic in stryker.config.mjs), so a shared
 * module graph still runs every test against the active mutant.
 */
const serverOnly = tests.every((file) => file.startsWith('tests/server/'));
const isolate = !(unit || serverOnly);

export default defineConfig({
  ...(unit ? { plugins: [react()], define: { __APP_CONFIG__: JSON.stringify(parseAppConfig({})) } } : {}),
  test: {
    name: 'mutation',
    environment: process.env.MUTATION_ENVIRONMENT ?? 'node',
    include: tests,
    // A throwaway Postgres for the describeEachDb suites, as `npm test` has, and PGlite's compiled
    // WebAssembly held for the run's workers; MUTATION_POSTGRES=off runs the suites on PGlite
    // alone, and the summary says the run was partial (scripts/mutation-environment.mjs).
    globalSetup: unit ? [] : ['tests/server/mutation-global-setup.ts'],
    // tests/unit/mutation-setup.ts: a shorter wait for an element that never shows (a killed mutant).
    ...(unit ? { setupFiles: ['tests/unit/setup.ts', 'tests/unit/mutation-setup.ts'] } : {}),
    isolate,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
