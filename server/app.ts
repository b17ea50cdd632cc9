import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerSecurityHeaders } from './http/security';
import { registerStaticApp } from './http/static-app';
import { healthRoutes } from './routes/health';

export interface AppOptions {
  config: Config;
  /** Serve the built PWA from config.staticDir (off in API-only tests). */
  serveApp?: boolean;
}

/** Builds the HTTP server: security headers, compression, the API under /api/v1, and the PWA. */
export async function buildApp({ config, serveApp = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 16 * 1024,
    trustProxy: config.production,
  });

  await registerSecurityHeaders(app);
  // SSE responses are written to the raw socket, so compression never buffers the event stream.
  await app.register(compress, { threshold: 1024 });
  await app.register(healthRoutes);
  await app.register(healthRoutes, { prefix: '/api/v1' });
  if (serveApp) await registerStaticApp(app, config.staticDir);
  return app;
}
