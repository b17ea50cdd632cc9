// How the compiled server is run: `npm start` and the bench start it the same way.
import { ADMIN_ENTRY, SERVER_ENTRY } from './build-server.mjs';

/** Node's arguments for dist/server/main.js; the source map turns stack traces back into TypeScript. */
export function compiledServerArgs() {
  return ['--enable-source-maps', SERVER_ENTRY];
}

/** Node's arguments for dist/server/admin-cli.js, the operator's commands as compiled. */
export function compiledAdminArgs() {
  return ['--enable-source-maps', ADMIN_ENTRY];
}
