import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Telegram's web clients frame the app; nobody else may (clickjacking). */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org'];

/**
 * helmet's middleware, built once. @fastify/helmet rebuilds it (and re-parses the CSP) on every
 * request, a tenth of a cached history answer's CPU; helmet's headers are static, so build once
 * (https://github.com/helmetjs/helmet/issues/430 asks helmet for pre-computed headers).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // notistack's styling (goober) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
