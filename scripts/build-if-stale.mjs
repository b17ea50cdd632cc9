// Builds the app into dist/app when the build is missing or older than its sources; `npm start`
// and `npm run bench` share it so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_MARKER = 'dist/app/index.html';
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-static-shell.ts', '.env', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Returns true when it built; exits the process with vite's status when the build fails. */
export function buildIfStale() {
  const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return false;
  console.log('Building the app...');
  // A production build whoever calls: under vitest (NODE_ENV=test) vite would emit a development
  // build (jsxDEV, import.meta.env.DEV true: no service worker).
  const build = spawnSync(process.execPath, ['scripts/vite-build.mjs', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return true;
}
