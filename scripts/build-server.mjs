// Compiles the server into dist/server: one ES module bundle of our TypeScript (server/ and the
// shared src/contract) with a source map, beside the numbered SQL migrations it reads at start.
// Packages stay in node_modules (PGlite finds its WASM and data files next to its own module),
// but for BUNDLED_PACKAGES.
// Production runs this JavaScript (`npm start`, scripts/start.mjs); the dev loop and the tests may
// still run the TypeScript through tsx. Why: docs/performance.md, "Server footprint".
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'dist/server';
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
const SOURCES = ['server', 'src/contract', 'package-lock.json', 'scripts/build-server.mjs'];
/**
 * Packages compiled into the bundle, tree-shaken, instead of loaded from node_modules: date-fns'
 * root module imports all of its ~250 functions (~15 MB resident) for the five we use.
 */
const BUNDLED_PACKAGES = ['date-fns', '@date-fns/utc'];

/** Every package the server may load at run time: package.json's dependencies, kept external. */
function runtimePackages() {
  return Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export async function buildServer() {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'server/main.ts' },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    external: runtimePackages().filter((name) => !BUNDLED_PACKAGES.includes(name)),
    platform: 'node',
    format: 'esm',
    // What is imported lazily (the bot, the TON libraries' users) goes into chunks of its own, so
    // their packages load when first needed, not at start. Chunks sit beside main.js: migrate.ts
    // finds `migrations/` next to its module wherever it lands.
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    // Stack traces name our TypeScript files through the map (node --enable-source-maps).
    sourcesContent: false,
    logLevel: 'warning',
  });
  // server/db/migrate.ts reads `migrations/` beside its module: in the bundle, beside main.js.
  cpSync('server/db/migrations', join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
}

/** Builds when dist/server is missing or older than the server's sources; true when it built. */
export async function buildServerIfStale() {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return false;
  console.log('Building the server...');
  await buildServer();
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
