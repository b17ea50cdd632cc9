// How the compiled server is run: `npm start` and the bench start it the same way.
import { SERVER_ENTRY } from './build-server.mjs';

/** Node's arguments for dist/server/main.js; the source map turns stack traces back into TypeScript. */
export function compiledServerArgs() {
  return ['--enable-source-maps', SERVER_ENTRY];
}
