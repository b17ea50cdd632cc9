// Compiles the server into dist/server: one ES module bundle of our TypeScript (server/ and the
// shared src/contract) and of the packages its start loads (Fastify and its plugins, zod, pino,
// prom-client...), with a source map, beside the numbered SQL migrations it reads at start.
// EXTERNAL_PACKAGES stay in node_modules.
// Production runs this JavaScript (`npm start`, scripts/start.mjs); the dev loop and the tests may
// still run the TypeScript through tsx. Why: docs/performance.md, "Server footprint".
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'dist/server';
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
/** The operator's command line (`npm run admin`), compiled beside the server from the same sources. */
export const ADMIN_ENTRY = join(SERVER_OUT_DIR, 'admin-cli.js');
const SOURCES = ['server', 'src/contract', 'src/i18n/bot', 'package-lock.json', 'scripts/build-server.mjs'];
/**
 * Packages loaded from node_modules, not compiled into the bundle: PGlite finds its WASM and data
 * files next to its own module; pg, grammY and the TON libraries are imported lazily (after
 * listening, or only with a real bot token or payments on) and one copy of @ton/core must serve
 * @ton/ton and us alike. Every other package is bundled: resolving, reading and compiling ~600
 * CommonJS files one by one was most of the start's CPU (docs/performance.md, "Start-up").
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', 'pg', 'grammy', '@grammyjs/*', '@ton/*'];
/**
 * The bundled CommonJS packages call require() for Node's built-in modules: an ES module has no
 * require of its own, so each output file gets one.
 */
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** The metafile's output paths as they are after the move from `from` to `to`. */
function relocated(metafile, from, to) {
  const moved = (path) => (path.startsWith(`${from}/`) ? `${to}/${path.slice(from.length + 1)}` : path);
  const outputs = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    outputs[moved(path)] = { ...output, imports: output.imports.map((i) => ({ ...i, path: moved(i.path) })) };
  }
  return { ...metafile, outputs };
}

/**
 * Builds the server into outDir (dist/server by default); resolves with esbuild's metafile, which
 * says what each output file imports (tests/server/server-bundle.test.ts reads the start's).
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  // Built aside and moved into place: a test run that spawns dist/server while another process
  // rebuilds it finds the old build or the new one, never half of one.
  const building = `${outDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { main: 'server/main.ts', 'admin-cli': 'server/admin-cli.ts', 'pglite-first-start-child': 'server/db/pglite-first-start-child.ts' },
    outdir: building,
    bundle: true,
    external: EXTERNAL_PACKAGES,
    banner: { js: REQUIRE_BANNER },
    platform: 'node',
    format: 'esm',
    // What is imported lazily (the bot, the TON libraries' users) goes into chunks of its own, so
    // their packages load when first needed, not at start. Chunks sit beside main.js: migrate.ts
    // finds `migrations/` next to its module wherever it lands.
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    // No comments and no indentation: V8 keeps each module's source for the life of the process, and
    // a comment with one non-ASCII character (an em dash in a package's doc comment) made main.js a
    // two-byte string, 5.4 MB for its 2.7 MB. Licences go to <file>.LEGAL.txt beside it. The source
    // map still gives the TypeScript's lines (docs/performance.md, "Server footprint on Node 24").
    minifyWhitespace: true,
    legalComments: 'external',
    // Stack traces name our TypeScript files through the map (scripts/source-maps.mjs switches it on).
    sourcesContent: false,
    logLevel: 'warning',
    metafile: true,
  });
  // server/db/migrate.ts reads `migrations/` beside its module: in the bundle, beside main.js.
  cpSync('server/db/migrations', join(building, 'migrations'), { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(building, outDir);
  return relocated(metafile, building, outDir);
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
