import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE_PATH } from '../../src/contract/constants';

/**
 * Telegram's web clients frame the app; nobody else may (clickjacking). A dev server that runs the
 * dev Telegram host (server/dev/telegram-host) lets its own pages frame it too; no other server does.
 */
export function frameAncestors({ devTelegramHost }: { devTelegramHost: boolean }): string[] {
  return devTelegramHost ? ["'self'", 'https://web.telegram.org'] : ['https://web.telegram.org'];
}

/**
 * With payments on, the app's wallet screen runs TON Connect, which reads its wallets list and
 * talks to the wallets' HTTP bridges (EventSource and fetch): connect-src opens exactly those
 * origins, from configuration (docs/payments.md). The SPA serves one index.html for every route
 * and a client-side navigation reaches /wallet without a new document, so the opening is in the
 * header of every app document of a server with payments on, and in none of one without.
 */
export function tonConnectOrigins(tonConnect: { walletsListUrl: string; bridgeUrls: string[] } | undefined): string[] {
  if (!tonConnect) return [];
  return [...new Set([tonConnect.walletsListUrl, ...tonConnect.bridgeUrls].map((url) => new URL(url).origin))];
}

/**
 * TON Connect's UI marks <body ontouchstart=""> (an empty handler, for Safari's :active styles).
 * An inline handler needs 'unsafe-hashes' and its hash; this is the hash of the empty string, so
 * the one handler allowed is the one that does nothing (docs/security.md, "Content Security Policy").
 */
export const EMPTY_HANDLER_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * `kycOrigins`: the verification provider's Web SDK (docs/compliance.md, "In the app"): its script,
 * its frame (where the player's documents go, straight to the provider) and its calls. Only with a
 * provider configured.
 */
const documentPolicy = (connectOrigins: string[], ancestors: string[], kycOrigins: string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [...(connectOrigins.length > 0 ? ["'self'", "'unsafe-hashes'", EMPTY_HANDLER_HASH] : ["'self'"]), ...kycOrigins],
      // notistack's styling (goober) injects <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...connectOrigins, ...kycOrigins],
      ...(kycOrigins.length > 0 ? { frameSrc: ["'self'", ...kycOrigins] } : {}),
      fontSrc: ["'self'", 'data:'],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ancestors,
    },
  },
  // X-Frame-Options cannot name web.telegram.org; frame-ancestors above supersedes it.
  frameguard: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Telegram's web client opens the app in a popup on some platforms and talks to it via opener.
  crossOriginOpenerPolicy: false,
  // Same origin by default; the API may be read cross-origin when CORS_ORIGIN is set.
  crossOriginResourcePolicy: { policy: 'same-site' },
  strictTransportSecurity: false,
});

/**
 * The back office's page and files (/admin, docs/back-office.md): nothing but its own origin, no
 * inline style or script, no framing by anyone (Telegram included: it is never a Mini App), no
 * referrer. The operator's Telegram login is a redirect to oauth.telegram.org and back, a
 * navigation, so no telegram.org origin is opened here.
 */
const adminPolicy: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
};

const ADMIN_API_PREFIX = '/admin/api/';
const ADMIN_PREFIX = /^\/admin(?:[/?#]|$)/;

/** The headers helmet's middleware sets for `options`: they are static, so they are computed once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}


/**
 * API answers are JSON a browser reads, never a document it renders: no MIME sniffing, a CSP that
 * allows nothing and no framing, no cross-site no-cors reads, no referrer (OWASP's REST Security
 * Cheat Sheet, "Security headers"). Four short headers instead of the document's eleven: each
 * header is validated and written per answer, and they were a third of a cached history answer's
 * cost (docs/performance.md).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * Set on Fastify's reply (written with the status line in one go), not on the raw response:
 * @fastify/helmet rebuilt helmet's middleware and re-parsed the CSP on every request, and even a
 * middleware built once goes through the raw response's setHeader for each header
 * (https://github.com/helmetjs/helmet/issues/430 asks helmet for pre-computed headers).
 */
export async function registerSecurityHeaders(app: FastifyInstance, connectOrigins: string[] = [], ancestors = frameAncestors({ devTelegramHost: false }), kycOrigins: string[] = []): Promise<void> {
  // The app's documents and files: helmet's set, with the CSP the app needs.
  const DOCUMENT_HEADERS = helmetHeaders(documentPolicy(connectOrigins, ancestors, kycOrigins));
  const ADMIN_HEADERS = helmetHeaders(adminPolicy);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url.startsWith(API_BASE_PATH) || url.startsWith(ADMIN_API_PREFIX)) reply.headers(API_HEADERS);
    else reply.headers(ADMIN_PREFIX.test(url) ? ADMIN_HEADERS : DOCUMENT_HEADERS);
    done();
  });
}
