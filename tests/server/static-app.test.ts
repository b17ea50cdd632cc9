import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

// The server's first job: serve the built PWA with the right caching, an SPA fallback for deep
// links, and security headers on every response.
describe('serving the built app', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let staticDir: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4096))});`;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'sendswin-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    mkdirSync(join(staticDir, 'admin', 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'admin', 'index.html'), '<!doctype html><title>back office</title><div id="root"></div>');
    writeFileSync(join(staticDir, 'admin', 'assets', 'admin-abc123.js'), bigScript);
    writeFileSync(join(staticDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await openTestDatabase('pglite', undefined);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
    app = await buildApp({ config, db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for a deep link, never cached', async () => {
    const response = await app.inject({ url: '/profile/edit', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never lets the service worker script be cached', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths and missing assets with a JSON 404, not the app', async () => {
    const api = await app.inject({ url: '/api/v1/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/api/v1/nothing-here') } });
    const asset = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });

  it("sends the documents' security headers on every file and page", async () => {
    for (const url of ['/', '/healthz', '/assets/index-abc123.js', '/history']) {
      const response = await app.inject({ url, headers: html });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends API answers the headers of a response that is read, never rendered (OWASP REST)', async () => {
    for (const url of ['/api/v1/user/me', '/api/v1/nothing-here', '/api/v1/healthz']) {
      const response = await app.inject({ url, headers: html });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("serves the back office's own page for /admin and every address under it (docs/back-office.md)", async () => {
    for (const url of ['/admin', '/admin/', '/admin/players/42', '/admin/audit?outcome=refused']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>back office</title>');
    }
    // Not the player's app under a name that only starts like it.
    expect((await app.inject({ url: '/administrator', headers: html })).body).toContain('<title>app</title>');
  });

  it('gives the back office a strict CSP: its own origin only, no inline style, never framed', async () => {
    for (const url of ['/admin', '/admin/withdrawals', '/admin/assets/admin-abc123.js']) {
      const response = await app.inject({ url, headers: html });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('telegram');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("answers the back office's unknown API paths with JSON and the API's headers, never a page", async () => {
    const response = await app.inject({ url: '/admin/api/nothing-here', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/admin/api/nothing-here') } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reports liveness without credentials', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
