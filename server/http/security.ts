import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Telegram's web clients frame the app; nobody else may (clickjacking). */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org'];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
