/**
 * What stands between the WebKit page and the real server in these tests, an HTTP proxy on its
 * own port (the page's origin) that does two jobs a classic WebDriver session cannot:
 *
 * - Telegram's injection. Telegram on iOS adds `window.TelegramWebviewProxy` as a user script
 *   before any page script runs. WebKitWebDriver has no "add init script" (no BiDi in WebKitGTK
 *   2.50), so every HTML answer gets a first <head> script (a same-origin file: the CSP allows
 *   only script-src 'self') that defines the proxy and records what the app posts, as
 *   tests/e2e/telegram-host.ts does in Chromium.
 * - An edge cache for the server-stopped case without a service worker: when the server cannot be
 *   reached, a GET outside /api/ that this proxy answered before is answered again from its copy
 *   (stale-if-error, RFC 5861, as a CDN in front of the server does). WebKit's own HTTP cache
 *   does not help there: index.html is `no-cache`, and WebKitGTK revalidates it on every load.
 *   API calls to a stopped server fail as the network does (the connection is dropped).
 *
 * It also counts the event streams the page holds open, so tests can wait for "subscribed", and can
 * hold back the app's entry script (holdBundle), so a test acts on the painted home before the app
 * runs, as on a slow launch.
 */
import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SSE_PATH } from '../../src/contract/events';

export const STUB_PATH = '/__telegram/webview-proxy.js';

// ES5, like public/telegram-receivers.js: the mobile clients' channel, (event type, JSON or '').
// It also notes which shell the page put up before the app (docs/performance.md): home's
// prerendered one or a screen snapshot, in __shellsSeen.
const STUB = `(function (w, d) {
  w.__tgRecorded = [];
  w.TelegramWebviewProxy = {
    postEvent: function (eventType, eventData) {
      w.__tgRecorded.push({ eventType: eventType, eventData: eventData ? JSON.parse(eventData) : eventData });
    }
  };
  w.__shellsSeen = [];
  new MutationObserver(function () {
    var shell = d.getElementById('static-shell');
    var kind = shell && (shell.hasAttribute('data-snapshot') ? 'snapshot' : 'home');
    if (kind && w.__shellsSeen.indexOf(kind) < 0) w.__shellsSeen.push(kind);
  }).observe(d, { childList: true, subtree: true });
})(window, document);
`;

export interface TelegramWebview {
  /** http://127.0.0.1:<port>/ : the origin the browser sees. */
  url: string;
  /** Event streams open now, and opened since the start. */
  streams(): { open: number; opened: number };
  /** Holds requests for the entry script (assets/index-*.js) until the returned function is called. */
  holdBundle(): () => void;
  close(): Promise<void>;
}

interface Copy {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function inject(html: string): string {
  return html.replace(/<head>/i, `<head><script src="${STUB_PATH}"></script>`);
}

const isStream = (url = '') => url.startsWith(SSE_PATH);

/** Proxies `target` (the real server's URL) on a free port of 127.0.0.1. */
export async function startTelegramWebview(target: string): Promise<TelegramWebview> {
  const upstream = new URL(target);
  const copies = new Map<string, Copy>();
  const streams = { open: 0, opened: 0 };
  let held: Promise<void> = Promise.resolve();

  const server: Server = createServer(async (req, res) => {
    if (/^\/assets\/index-[\w-]+\.js/.test(req.url ?? '')) await held;
    if (req.url === STUB_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(STUB);
      return;
    }
    const key = req.url ?? '/';
    const cacheable = req.method === 'GET' && !key.startsWith('/api/');
    // Plain bodies, so HTML can be rewritten; compression is not what these tests are about.
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const out = forward({ hostname: upstream.hostname, port: upstream.port, path: key, method: req.method, headers }, (answer: IncomingMessage) => {
      const status = answer.statusCode ?? 502;
      if (isStream(key) && status === 200) {
        streams.open += 1;
        streams.opened += 1;
        answer.once('close', () => (streams.open -= 1));
      }
      const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml && !cacheable) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = isHtml ? Buffer.from(inject(Buffer.concat(chunks).toString('utf8'))) : Buffer.concat(chunks);
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        const copy = { status, headers: { ...rest, 'content-length': String(body.length) }, body };
        if (cacheable && status === 200) copies.set(key, copy);
        res.writeHead(copy.status, copy.headers);
        res.end(copy.body);
      });
    });
    out.on('error', () => {
      const copy = cacheable ? copies.get(key) : undefined;
      if (!copy || res.headersSent) {
        res.destroy(); // as an unreachable server: a network error, no HTTP answer
        return;
      }
      res.writeHead(copy.status, copy.headers);
      res.end(copy.body);
    });
    // A page that drops its request (an aborted stream, a closed window) drops the server's too.
    res.once('close', () => out.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    streams: () => ({ ...streams }),
    holdBundle: () => {
      let release: () => void = () => {};
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // open event streams and keep-alive sockets
      }),
  };
}
