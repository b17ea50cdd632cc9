/**
 * The routes the server registers under /api/v1 (and the site's root) and under /admin/api, with
 * the schemas Fastify got for each: the player API's and the back office's plugins on a bare
 * Fastify with the zod compilers, as server/app.ts registers them, with a default configuration
 * and no database (nothing is called).
 */
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_API_BASE } from '../../../src/contract/admin';
import { API_BASE_PATH } from '../../../src/contract/constants';
import type { Endpoint } from '../../../src/contract/endpoints/endpoint';
import { fastifySchema } from '../../../server/http/route';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import type { EventHub } from '../../../server/events/hub';
import type { EventOptions } from '../../../server/events/options';
import { adminApi } from '../../../server/admin/admin-api';
import { authenticatedApi } from '../../../server/routes/api';
import { authRoutes } from '../../../server/routes/auth';
import { tonConnectManifestRoutes } from '../../../server/routes/tonconnect-manifest';

export interface RegisteredRoute {
  key: string;
  schema: FastifySchema | undefined;
}

/** `plant` adds routes of a test's own (a route without a row), registered like the rest. */
export async function registeredRoutes(plant?: (app: FastifyInstance) => void): Promise<RegisteredRoute[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) if (one !== 'HEAD') routes.push({ key: `${one} ${url}`, schema });
  });
  const deps = { config: loadConfig({}), db: {} as Db, clock: () => new Date(), caches: null, relay: { kick: () => {} } };
  await app.register(tonConnectManifestRoutes, { publicUrl: undefined });
  await app.register(authRoutes, { ...deps, prefix: API_BASE_PATH });
  await app.register(authenticatedApi, { ...deps, events: {} as EventHub, eventOptions: {} as EventOptions, prefix: API_BASE_PATH });
  await app.register(adminApi, { config: deps.config, db: deps.db, clock: deps.clock, onChainUsdt: null, prefix: ADMIN_API_BASE });
  plant?.(app);
  await app.ready();
  await app.close();
  return routes;
}

/** Which of a route's schemas are not its row's (the same zod objects, part by part). */
export function schemaMismatches(row: Endpoint, schema: FastifySchema | undefined): string[] {
  const expected = fastifySchema(row) as Record<string, unknown>;
  const got = (schema ?? {}) as Record<string, unknown>;
  const parts = ['params', 'querystring', 'headers', 'body'].filter((part) => got[part] !== expected[part]);
  const statuses = Object.keys(row.response).filter((status) => (got.response as Record<string, unknown> | undefined)?.[status] !== row.response[Number(status)]);
  return [...parts, ...statuses.map((status) => `response ${status}`)];
}

/** The routes under `base` whose key (without `base`) names no row of `rows`. */
export function routesWithoutRows(routes: RegisteredRoute[], rows: Record<string, Endpoint>, base: string): string[] {
  return routes
    .filter(({ key }) => key.split(' ')[1]?.startsWith(`${base}/`))
    .map(({ key }) => key.replace(` ${base}/`, ' /'))
    .filter((key) => !(key in rows));
}
