// How the compiled server is run: `npm start` and the bench start it the same way.
import { ADMIN_ENTRY, SERVER_ENTRY } from './build-server.mjs';

/**
 * Source-mapped stack traces (our TypeScript files and lines) switched on by a preload rather than
 * `--enable-source-maps`: the flag holds about 25 MB more heap on Node 24 (source-maps.mjs).
 */
const SOURCE_MAPS = ['--import', './scripts/source-maps.mjs'];

/** Node's arguments for dist/server/main.js; the source map turns stack traces back into TypeScript. */
export function compiledServerArgs() {
  return [...SOURCE_MAPS, SERVER_ENTRY];
}

/** Node's arguments for dist/server/admin-cli.js, the operator's commands as compiled. */
export function compiledAdminArgs() {
  return [...SOURCE_MAPS, ADMIN_ENTRY];
}
