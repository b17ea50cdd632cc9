/**
 * Builds the reference page (bench/reference: one div rendered by React 19) with Vite's JS API
 * into a temporary folder, with the app's React plugin and Vite's default production settings, so
 * the server can serve it through the same static handler as the app.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildReference(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'sendswin-bench-reference-'));
  await build({
    root: join(import.meta.dirname, 'reference'),
    configFile: false,
    envFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
