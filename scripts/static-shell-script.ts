/**
 * The static shell's show script (src/app/static-shell/show/): its ES5 modules bundled into one
 * classic ES5 script, as index.html loads it before the app (scripts/vite-static-shell.ts) and as
 * the unit tests run it in jsdom. esbuild, because it bundles to an IIFE and checks the target:
 * a construct newer than ES5 fails the build instead of reaching an old web view.
 */
import { build } from 'esbuild';

const ENTRY = new URL('../src/app/static-shell/show/show-shell.js', import.meta.url).pathname;

export async function bundleShowScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es5',
    legalComments: 'none',
    banner: { js: "'use strict';" },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('static shell: the show script bundled to nothing');
  return code;
}
