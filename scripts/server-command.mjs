// How the compiled server is run: `npm start` and the bench start it the same way.
import { ADMIN_ENTRY, SERVER_ENTRY } from './build-server.mjs';

/**
 * Source-mapped stack traces (our TypeScript files and lines) switched on by a preload rather than
 * `--enable-source-maps`: the flag holds about 25 MB more heap on Node 24 (source-maps.mjs).
 */
const SOURCE_MAPS = ['--import', './scripts/source-maps.mjs'];

/**
 * V8's young generation at most 4 MB a semi-space (Node 24 grows it to 32 MB): idle on Postgres
 * 116 MB instead of 137-141 (the bar is 120), and under the orders' load the old generation no
 * longer grows to 3-4 times what it holds. 1 MB, as before, idled 4 MB lower but made the server
 * spend a tenth to a fifth more CPU per order once orders came in batches: each scavenge copies
 * the requests in flight (docs/performance.md, "Server footprint on Node 24" and "Orders at
 * scale"). deploy/sendswin@.service lists the same arguments.
 */
const V8_FLAGS = ['--max-semi-space-size=4'];

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
