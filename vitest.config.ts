import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseAppConfig } from './src/config-schema';

/**
 * Unit files that still need a process of their own: timing-sensitive files (leader election
 * over visibility changes, the order form's retries through the reachability probe) that a
 * previous file's leftovers in the shared page made fail now and then.
 */
const UNIT_FILES_ALONE = ['tests/unit/events-leader.test.ts', 'tests/unit/home-order-form.test.tsx'];

/** Components and pure modules in jsdom; `include` defaults to every unit file. */
function unitProject({ name, include = ['tests/unit/**/*.test.{ts,tsx}'], exclude = [], isolate }: { name: string; include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    // The app's build-time configuration with its defaults, as vite.config.ts defines it.
    define: { __APP_CONFIG__: JSON.stringify(parseAppConfig({})) },
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude,
      isolate,
      setupFiles: ['tests/unit/setup.ts'],
      globalSetup: ['tests/unit/global-setup.ts'],
      // A file's first test also loads its lazy chunks (screens, texts) through Vite's
      // transform; beside a server file's child processes on two cores that passed vitest's
      // 5 s default. A hang still fails, at 20 s.
      testTimeout: 20_000,
    },
  };
}

// Components and pure modules in jsdom (two projects: shared workers, and the few files alone); the
// server in Node against a real database.
export default defineConfig({
  test: {
    // Two test files at a time. vitest's default on a 2-core machine is one (cores - 1), which left
    // a core idle while a server test waited on a child process, Postgres or a stand-in; more
    // than two made the jsdom files queue for the CPU (docs/testing.md, "Where the time goes").
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      unitProject({
        name: 'unit',
        exclude: UNIT_FILES_ALONE,
        // The files of a worker share one process, page and jsdom: a new one per file was most of
        // the unit run (275 s against 60 s). Each file still starts as if alone: tests/unit/setup.ts
        // undoes what it leaves behind (kit/file-isolation.ts; docs/testing.md).
        isolate: false,
      }),
      unitProject({ name: 'unit-alone', include: UNIT_FILES_ALONE, isolate: true }),
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // The files of a worker share one module graph: each file re-importing the server's modules
          // was most of the server files' time (an import of several seconds per file; 30 files took
          // 573 s isolated and 170 s shared, docs/testing.md). Safe here because no server test mocks
          // a module or sets process.env, and each builds its own app, database and clock.
          isolate: false,
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          // Opening PGlite (WASM Postgres) takes seconds, and far longer on a loaded 2-core machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
