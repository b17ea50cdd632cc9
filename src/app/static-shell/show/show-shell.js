/*
 * Paints before the app's bundle has arrived, but only what the app will show
 * (docs/performance.md, "The static shell" and "The screen snapshot"):
 * - at `/`, the prerendered home (home.js; the <template id="static-shell-template"> that the
 *   build puts in index.html, scripts/vite-static-shell.ts);
 * - at another path, the last look the app kept of it (snapshot.js).
 * Everything else, or any doubt, shows nothing: the app paints as before. A file, not inline: the
 * CSP is script-src 'self'. ES5 on purpose (old in-app web views): these modules use ES5 and
 * module syntax only, and the build bundles them into one ES5 script (scripts/static-shell-script.ts).
 */
import { showHome } from './home.js';
import { readPage } from './page.js';
import { showSnapshot } from './snapshot.js';

var page = readPage(document, window);
if (page && window.location.pathname === '/') showHome(document, window, page);
else if (page) showSnapshot(document, window, page);
