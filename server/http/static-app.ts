import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { toBody } from './error-handler';
import { STATIC_ROUTE_LABEL } from './metrics';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** index.html, the service worker and the manifest change with every deploy; hashed assets never do. */
function cacheControlFor(path: string): string {
  if (/[/\\]assets[/\\]/.test(path)) return IMMUTABLE;
  if (/(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/.test(path)) return REVALIDATE;
  return SHORT;
}

/** /admin and every address under it but the back office's API: the back office's own page. */
export const ADMIN_PAGE = /^\/admin(?:[/?#]|$)(?!api(?:[/?#]|$))/;
const ADMIN_API = /^\/admin\/api(?:[/?#]|$)/;
/** The dev server's own pages (server/dev/telegram-host): never the app, a 404 where they are not served. */
const DEV_PAGES = /^\/dev(?:[/?#]|$)/;

export interface StaticAppOptions {
  /** Files of the build that another route serves (the dev Telegram host's receivers script). */
  servedElsewhere?: string[];
}

/**
 * Serves the built PWA with an SPA fallback: any GET that is not an API call and accepts HTML gets
 * index.html, or under /admin the back office's page (admin/index.html, its own bundle).
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string, { servedElsewhere = [] }: StaticAppOptions = {}): Promise<void> {
  const root = resolve(staticDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  // Its own scope: the onRoute hook below sees only fastify-static's routes, and reply.sendFile
  // (decorated in this scope) is there for the fallback.
  await app.register(async (scope) => {
    // fastify-static registers one route per file: every deploy's hashed names would be new metric
    // series, so all of them share one route label.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, metricsRoute: STATIC_ROUTE_LABEL };
    });
    if (hasBuild) {
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        globIgnore: servedElsewhere,
        setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
      });
    }

    scope.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/') || ADMIN_API.test(request.url) || DEV_PAGES.test(request.url);
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
        const page = ADMIN_PAGE.test(request.url) ? 'admin/index.html' : 'index.html';
        return reply.header('Cache-Control', REVALIDATE).type('text/html').sendFile(page);
      }
      return reply.code(404).send(toBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
  });
}
