import { defineConfig } from 'vitest/config';

// The WebKit project (`npx vitest run -c vitest.webkit.config.ts`): the built app and the real
// server in WebKitGTK, driven through its WebDriver. One browser at a time (one display, one
// driver), so files and tests run in sequence. See docs/testing.md.
export default defineConfig({
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['tests/webkit/**/*.spec.ts'],
    globalSetup: ['tests/webkit/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    // Building the app, starting PGlite and a browser session on a loaded 2-core machine.
    hookTimeout: 180_000,
  },
});
