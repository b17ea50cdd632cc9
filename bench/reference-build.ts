/**
 * The bench's static root: a copy of the app's build with the reference page (bench/reference: one
 * div rendered by React 19) built beside it under /__bench-reference/ by Vite's JS API, with the
 * app's React plugin and Vite's default production settings. One server process serves both
 * through the same static handler, compression and headers.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const REFERENCE_PATH = '/__bench-reference/index.html';

export interface StaticRoot {
  dir: string;
  referenceDir: string;
}

export async function buildStaticRoot(appDir: string): Promise<StaticRoot> {
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-bench-static-'));
  cpSync(appDir, dir, { recursive: true });
  const referenceDir = join(dir, '__bench-reference');
  await build({
    root: join(import.meta.dirname, 'reference'),
    base: './',
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: referenceDir, emptyOutDir: true },
  });
  return { dir, referenceDir };
}
