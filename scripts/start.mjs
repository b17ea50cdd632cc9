// `npm start`: build the app and the server when a build is missing or older than its sources, then
// run the one server process that serves the PWA and the API, as compiled JavaScript (no
// TypeScript loader in the process: docs/performance.md, "Server footprint").
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { compiledServerArgs, compiledServerEnv } from './server-command.mjs';

// The app is built only when it is what the server will serve (STATIC_DIR unset or dist/app).
if (resolve(process.env.STATIC_DIR || 'dist/app') === resolve('dist/app')) buildIfStale();
await buildServerIfStale();

const server = spawn(process.execPath, compiledServerArgs(), { env: { ...compiledServerEnv(), ...process.env }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
