/**
 * GET /metrics (docs/security.md): mounted once at the root; behind METRICS_TOKEN when set; absent
 * in production without one; every built file of the app is one `route` label.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';
import { ServerContext } from './helpers/test-server';

const TOKEN = 'scrape-0123456789-abcdef';

describe('/metrics with METRICS_TOKEN', () => {
  const ctx = new ServerContext('pglite', { METRICS_TOKEN: TOKEN });
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer scrape-0123456789-abcdeX' }],
    ['the token as Basic', { authorization: `Basic ${TOKEN}` }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
  ])('refuses %s with 401 in the error shape', async (_name, headers) => {
    const response = await ctx.call('GET', '/metrics', { headers });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({ code: 'metrics_unauthorized', message: expect.stringContaining('METRICS_TOKEN') });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
  });

  it('serves the Bearer token, at the root only', async () => {
    const response = await ctx.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.json).toContain('http_requests_total');
    const prefixed = await ctx.call('GET', '/api/v1/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(prefixed.status).toBe(404);
    expect(prefixed.json.error.code).toBe('not_found');
  });
});

describe('/metrics in production', () => {
  const production = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', DEMO_BALANCE: '0' };
  const bare = new ServerContext('pglite', production);
  const guarded = new ServerContext('pglite', { ...production, METRICS_TOKEN: TOKEN });
  beforeAll(() => Promise.all([bare.start(), guarded.start()]));
  afterAll(() => Promise.all([bare.stop(), guarded.stop()]));

  it('is not served at all without METRICS_TOKEN', async () => {
    for (const path of ['/metrics', '/api/v1/metrics']) {
      const response = await bare.call('GET', path, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('not_found');
    }
  });

  it('needs the token when one is set', async () => {
    expect((await guarded.call('GET', '/metrics')).status).toBe(401);
    expect((await guarded.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('the route label of the built app', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'sendswin-static-'));
  let database: TestDatabase;
  let app: FastifyInstance;
  const hashed = ['index-3f9a1c2b.js', 'index-77e0d4aa.js', 'Play-0c1d2e3f.js'];

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SendsWin</title>');
    for (const name of hashed) writeFileSync(join(staticDir, 'assets', name), 'export {};');
    database = await openTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
    app = await buildApp({ config, db: database.db, serveApp: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('is one "static" label for every hashed file, not one per file', async () => {
    for (const name of hashed) {
      const response = await app.inject({ method: 'GET', url: `/assets/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    const fallback = await app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(fallback.body).toContain('<title>SendsWin</title>');
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/v1/nope' } });

    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const assetLines = text.split('\n').filter((line) => line.startsWith('http_requests_total{') && line.includes('route="static"'));
    expect(assetLines.join('\n')).toMatch(/http_requests_total\{method="GET",route="static",status_code="200"\} [3-9]/);
    expect(text).not.toMatch(/route="[^"]*assets/);
  });
});
