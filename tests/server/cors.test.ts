import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

const APP_ORIGIN = 'https://app.example.org';

async function appWith(env: Record<string, string>, database: TestDatabase): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, db: database.db, serveApp: false });
  await app.ready();
  return app;
}

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/api/v1/game/orders',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,idempotency-key,content-type' },
});

describe('CORS_ORIGIN', () => {
  let database: TestDatabase;
  let open: FastifyInstance;
  let closed: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    open = await appWith({ CORS_ORIGIN: APP_ORIGIN }, database);
    closed = await appWith({}, database);
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
    await database.dispose();
  });

  it('lets the configured origin call the API with its headers', async () => {
    const response = await open.inject(preflight(APP_ORIGIN));
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('names no other origin', async () => {
    const response = await open.inject(preflight('https://evil.example'));
    expect(response.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('stays same-origin when unset', async () => {
    const response = await closed.inject(preflight(APP_ORIGIN));
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
