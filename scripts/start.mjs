// `npm start`: build the app when the build is missing or older than its sources, then run the
// one server process that serves the PWA and the API on the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_MARKER = 'dist/app/index.html';
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', '.env', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
