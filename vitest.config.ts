import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseAppConfig } from './src/config-schema';

// Two projects: components and pure modules in jsdom; the server in Node against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // The app's build-time configuration with its defaults, as vite.config.ts defines it.
        define: { __APP_CONFIG__: JSON.stringify(parseAppConfig({})) },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          globalSetup: ['tests/unit/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          // Opening PGlite (WASM Postgres) takes seconds, and far longer on a loaded 2-core machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
