import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { toBody } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** index.html, the service worker and the manifest change with every deploy; hashed assets never do. */
function cacheControlFor(path: string): string {
  if (/[/\\]assets[/\\]/.test(path)) return IMMUTABLE;
  if (/(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/.test(path)) return REVALIDATE;
  return SHORT;
}

/** Serves the built PWA with an SPA fallback: any GET that is not /api/ and accepts HTML gets index.html. */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('Cache-Control', REVALIDATE).type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(toBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
