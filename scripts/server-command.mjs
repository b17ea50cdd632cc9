// How the compiled server is run: `npm start` and the bench start it the same way.
import { ADMIN_ENTRY, SERVER_ENTRY } from './build-server.mjs';

/**
 * Source-mapped stack traces (our TypeScript files and lines) switched on by a preload rather than
 * `--enable-source-maps`: the flag holds about 25 MB more heap on Node 24 (source-maps.mjs).
 */
const SOURCE_MAPS = ['--import', './scripts/source-maps.mjs'];

/**
 * V8's young generation at 1 MB a semi-space (Node 24 grows it to 32 MB): 20 MB less idle, and
 * under the orders' load the old generation no longer grows to 3-4 times what it holds (PGlite,
 * 4,000 orders: 320-408 MB resident instead of 442-466), for about 4% more CPU per order on the
 * mean, inside the default's own spread (docs/performance.md, "Server footprint on Node 24").
 * deploy/sendswin@.service lists the same arguments.
 */
const V8_FLAGS = ['--max-semi-space-size=1'];

/**
 * glibc's malloc arenas capped at two: it makes up to eight per core, one for each thread that
 * allocates (V8's compiler and GC threads, libuv's pool), 32-34 MB of address space each and much
 * of it kept resident after a burst (PGlite's optimizing tier at the open, a load). An environment
 * variable, read when the process starts, so every place that starts the compiled server puts
 * `compiledServerEnv()` under its own environment (a value set by the operator wins), and
 * deploy/sendswin@.service sets the same (docs/performance.md, "Server footprint on Node 24").
 */
export function compiledServerEnv() {
  return { MALLOC_ARENA_MAX: '2' };
}

/**
 * Node's arguments for dist/server/main.js (or another build's `entry`: an A/B of two builds runs
 * both with the same flags); the source map turns stack traces back into TypeScript.
 */
export function compiledServerArgs(entry = SERVER_ENTRY) {
  return [...V8_FLAGS, ...SOURCE_MAPS, entry];
}

/** Node's arguments for dist/server/admin-cli.js, the operator's commands as compiled. */
export function compiledAdminArgs() {
  return [...SOURCE_MAPS, ADMIN_ENTRY];
}
