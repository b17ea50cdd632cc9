import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against each mutant: those of the mutated areas only (the whole
 * suite's dry run alone passes Stryker's limit on a 2-core machine). Same two projects as
 * vitest.config.ts, narrowed by file.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/telegram/**/*.test.ts', 'tests/unit/circle-id.test.ts', 'tests/unit/language-match.test.ts', 'tests/unit/*fair*.test.ts', 'tests/unit/*verif*.test.ts', 'tests/unit/*money*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/auth.test.ts',
            'tests/server/boundaries.test.ts',
            'tests/server/fairness.test.ts',
            'tests/server/rules.test.ts',
            'tests/server/orders.test.ts',
            'tests/server/referrals.test.ts',
            'tests/server/sse-replay.test.ts',
          ],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
