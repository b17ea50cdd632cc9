// @vitest-environment node
/**
 * The direction of imports (docs/architecture.md, "Layers"), checked on every import of every
 * source file: a file that reaches into a layer it may not see fails here with its path and the
 * import; on a folder cycle, on a server folder importing a layer above its own
 * (architecture/server-layers.ts), and on a route that is not its endpoint-table row. This is the
 * one place these rules live (oxlint keeps only cycles between files of one folder, import/no-cycle).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesView } from '../../server/game/rules-view';
import { fastifySchema, route } from '../../server/http/route';
import { ADMIN_API_BASE } from '../../src/contract/admin';
import { API_BASE_PATH } from '../../src/contract/constants';
import { adminApi } from '../../src/contract/endpoints/admin';
import { playerApi } from '../../src/contract/endpoints';
import type { Endpoint } from '../../src/contract/endpoints/endpoint';
import { siteEndpoints } from '../../src/contract/endpoints/tonconnect';
import { describeCycle, folderCycles, folderGraph } from './architecture/folder-cycles';
import { importsOf, sourceFiles, valueImportsOf } from './architecture/imports';
import { registeredRoutes, routesWithoutRows, schemaMismatches, type RegisteredRoute } from './architecture/registered-routes';
import { serverLayerViolations } from './architecture/server-layers';

const ROOT = resolve(__dirname, '../..');

/** Where a project file sits: the first rule whose prefix matches names its layer. */
const LAYERS: readonly { layer: string; prefix: string }[] = [
  // The endpoint table: the contract's one part with zod schemas (docs/architecture.md).
  { layer: 'endpoints', prefix: 'src/contract/endpoints/' },
  { layer: 'contract', prefix: 'src/contract/' },
  { layer: 'events-core', prefix: 'src/events/core/' },
  // The bot's catalogues: next to the app's, but read by the server (docs/bot.md).
  { layer: 'bot-text', prefix: 'src/i18n/bot/' },
  { layer: 'library', prefix: 'src/lib/' },
  { layer: 'library', prefix: 'src/telegram/' },
  { layer: 'library', prefix: 'src/settings/' },
  { layer: 'library', prefix: 'src/i18n/' },
  { layer: 'library', prefix: 'src/events/' },
  { layer: 'library', prefix: 'src/config' },
  { layer: 'feature', prefix: 'src/features/' },
  // Presentational components (tests/unit/ui-layer.test.ts holds its own rules).
  { layer: 'ui', prefix: 'src/ui/' },
  // The back office (docs/back-office.md): its own page and bundle, beside the player's app.
  { layer: 'admin', prefix: 'src/admin/' },
  { layer: 'pwa', prefix: 'src/pwa/' },
  { layer: 'app', prefix: 'src/' },
  { layer: 'sw', prefix: 'sw/' },
  { layer: 'server', prefix: 'server/' },
  { layer: 'bench', prefix: 'bench/' },
  { layer: 'tests', prefix: 'tests/' },
];

/** Which layers each layer may import (its own included where listed). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  contract: ['contract'],
  endpoints: ['contract', 'endpoints'],
  'bot-text': ['contract', 'bot-text'],
  'events-core': ['contract', 'events-core'],
  library: ['contract', 'events-core', 'library'],
  ui: ['contract', 'library', 'ui'],
  feature: ['contract', 'events-core', 'library', 'ui', 'feature'],
  pwa: ['contract', 'library', 'ui', 'pwa'],
  app: ['contract', 'events-core', 'library', 'ui', 'feature', 'pwa', 'app'],
  // Of the libraries, only src/lib/ (ADMIN_LIBRARY below): no player catalogue, setting or bridge.
  admin: ['contract', 'library', 'admin'],
  sw: ['contract', 'events-core', 'sw'],
  server: ['contract', 'endpoints', 'bot-text', 'server'],
  bench: ['contract', 'endpoints', 'server', 'bench'],
  tests: ['contract', 'endpoints', 'bot-text', 'events-core', 'library', 'ui', 'feature', 'pwa', 'app', 'admin', 'sw', 'server', 'tests'],
};

/** npm packages a layer may import; others may import any package their project lists. */
const PACKAGES: Record<string, readonly string[] | 'any'> = {
  // The contract must load in the browser, the worker and Node: pure date maths only.
  contract: ['date-fns', '@date-fns/utc'],
  endpoints: ['zod', 'date-fns', '@date-fns/utc'],
  'events-core': ['@microsoft/fetch-event-source', 'idb-keyval'],
  sw: ['workbox-core', 'workbox-expiration', 'workbox-precaching', 'workbox-routing', 'workbox-strategies', 'idb-keyval', '@microsoft/fetch-event-source'],
  // The server never bundles UI code.
  server: 'any',
};
const SERVER_FORBIDDEN_PACKAGES = ['react', 'react-dom', 'wouter', '@tanstack/react-query', 'notistack', 'workbox-window'];

/** The one library folder the back office may use: the rest (i18n, telegram, settings, events) is the player's. */
const ADMIN_LIBRARY = 'src/lib/';

function layerOf(path: string): string | null {
  return LAYERS.find(({ prefix }) => path === prefix || path.startsWith(prefix))?.layer ?? null;
}

function featureOf(path: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Browser code reads the endpoint table for its types only: its zod schemas stay out of the bundle. */
const TYPES_ONLY: Record<string, readonly string[]> = {
  endpoints: ['library', 'feature', 'app', 'pwa', 'events-core', 'sw', 'admin'],
};

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

interface Violation {
  file: string;
  specifier: string;
  why: string;
}

/** The wrong-way imports of one file, given its path from the repository root and its source. */
function violationsOf(from: string, source: string): Violation[] {
  const file = join(ROOT, from);
  const layer = layerOf(from);
  if (!layer) return [];
  const violations: Violation[] = [];
  const loaded = new Set(valueImportsOf(source));
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = relative(ROOT, resolve(dirname(file), specifier));
      const targetLayer = layerOf(`${target}/`) ?? layerOf(target);
      if (!targetLayer) continue;
      const typesOnly = TYPES_ONLY[targetLayer]?.includes(layer);
      if (typesOnly && loaded.has(specifier)) violations.push({ file: from, specifier, why: `${layer} imports ${targetLayer} as types only (import type)` });
      else if (!typesOnly && !MAY_IMPORT[layer]?.includes(targetLayer)) violations.push({ file: from, specifier, why: `${layer} may not import ${targetLayer}` });
      else if (layer === 'admin' && targetLayer === 'library' && !target.startsWith(ADMIN_LIBRARY)) violations.push({ file: from, specifier, why: 'admin may import only src/lib/ of the libraries' });
      const [mine, theirs] = [featureOf(from), featureOf(target)];
      if (layer === 'feature' && theirs && mine !== theirs) violations.push({ file: from, specifier, why: 'features do not import each other' });
      continue;
    }
    if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) {
      if (['contract', 'events-core', 'library', 'ui', 'feature', 'pwa', 'app', 'sw'].includes(layer) && specifier.startsWith('node:')) {
        violations.push({ file: from, specifier, why: `${layer} runs in the browser` });
      }
      continue;
    }
    const allowed = PACKAGES[layer];
    const name = packageName(specifier);
    if (Array.isArray(allowed) && !allowed.includes(name)) violations.push({ file: from, specifier, why: `${layer} may import only ${allowed.join(', ')}` });
    if (layer === 'server' && SERVER_FORBIDDEN_PACKAGES.includes(name)) violations.push({ file: from, specifier, why: 'the server never imports UI code' });
  }
  return violations;
}

describe('import boundaries', () => {
  const files = ['src', 'sw', 'server', 'bench'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const check = (file: string) => violationsOf(relative(ROOT, file), readFileSync(file, 'utf8'));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no import goes the wrong way', () => {
    expect(files.flatMap(check)).toEqual([]);
  });

  it('reads every import form', () => {
    const source = [
      "import { a } from '../x';",
      "import type { B } from './y';",
      "export { c } from '../../z';",
      "import './side-effect.css';",
      "const m = await import('./lazy');",
      'import {\n  d,\n  e,\n} from "../multi";',
    ].join('\n');
    expect(new Set(importsOf(source))).toEqual(new Set(['../../z', '../multi', '../x', './lazy', './side-effect.css', './y']));
  });
});

describe('no folder cycles (docs/architecture.md, "No cycles")', () => {
  const read = (file: string) => ({ path: relative(ROOT, file), imports: importsOf(readFileSync(file, 'utf8')) });
  const files = ['src', 'sw', 'server'].flatMap((dir) => sourceFiles(join(ROOT, dir))).map(read);

  const cycles = (all: typeof files) => folderCycles(folderGraph(all));

  it('no folder imports itself round through others', () => {
    expect(cycles(files).map((group) => describeCycle(group, files))).toEqual([]);
  });

  it('catches a planted cycle, however long', () => {
    const planted = [
      { path: 'src/lib/a.ts', imports: ['./session/b'] },
      { path: 'src/lib/session/b.ts', imports: ['../../events/c'] },
      { path: 'src/events/c.ts', imports: ['../lib/a'] },
      { path: 'src/features/home/d.ts', imports: ['../../lib/a'] },
    ];
    expect(folderCycles(folderGraph(planted))).toEqual([['src/events', 'src/lib', 'src/lib/session']]);
    // In the real tree: one import the wrong way up closes a loop, in the app and in the server
    // (users/ reading first login back, as it did before onboarding/ took it over).
    expect(cycles([...files, { path: 'src/lib/x.ts', imports: ['../events/live-wins'] }, { path: 'src/events/y.ts', imports: ['../lib/x'] }])).toHaveLength(1);
    const server = cycles([...files, { path: 'server/users/x.ts', imports: ['../onboarding/ensure-player'] }]);
    expect(server).toHaveLength(1);
    expect(server[0]).toEqual(expect.arrayContaining(['server/onboarding', 'server/users']));
  });

  it("the server's folders import only their own layer and the ones below (docs/architecture.md)", () => {
    expect(serverLayerViolations(folderGraph(files))).toEqual([]);
  });

  it('catches a planted import up a layer, and a folder in no layer', () => {
    const planted = [...files, { path: 'server/db/x.ts', imports: ['../users/user-repository'] }, { path: 'server/wallets/y.ts', imports: ['../db/db'] }];
    expect(serverLayerViolations(folderGraph(planted))).toEqual([
      'server/db (ground) imports server/users (records)',
      'server/wallets is in no layer (tests/unit/architecture/server-layers.ts)',
    ]);
  });
});

describe('the rules catch what they are for', () => {
  // A rule that never fires is no rule: plant one bad import of each kind, in memory.
  it.each([
    ['src/contract/x.ts', "import { t } from '../i18n/t';"],
    ['src/contract/x.ts', "import { z } from 'zod';"],
    ['server/x.ts', "import { t } from '../src/i18n/t';"],
    ['server/x.ts', "import { api } from '../src/lib/api-client';"],
    ['server/x.ts', "import { useState } from 'react';"],
    ['sw/x.ts', "import { showToast } from '../src/lib/toast';"],
    ['src/events/core/x.ts', "import { leader } from '../leader';"],
    ['src/lib/x.ts', "import { Home } from '../features/home/routes/HomeScreen';"],
    ['src/features/home/x.ts', "import { Friends } from '../friends/routes/FriendsScreen';"],
    ['src/features/home/x.ts', "import { App } from '../../app/App';"],
    ['src/pwa/x.ts', "import { App } from '../app/App';"],
    ['src/lib/x.ts', "import { readFileSync } from 'node:fs';"],
    ['bench/x.ts', "import { launchHash } from '../tests/e2e/telegram-host';"],
    ['src/features/home/api/x.ts', "import { gameEndpoints } from '../../../contract/endpoints/game';"],
    ['src/lib/x.ts', "import { type PlayerApi } from '../contract/endpoints';"],
    ['src/contract/x.ts', "import { playerApi } from './endpoints';"],
    ['src/admin/x.ts', "import { t } from '../i18n/t';"],
    ['src/admin/x.ts', "import { HomeScreen } from '../features/home/routes/HomeScreen';"],
    ['src/admin/x.ts', "import { App } from '../app/App';"],
    ['src/app/x.ts', "import { AdminApp } from '../admin/AdminApp';"],
    ['src/features/home/x.ts', "import { texts } from '../../admin/texts';"],
    ['src/lib/x.ts', "import { adminClient } from '../admin/api/admin-client';"],
    ['server/x.ts', "import { texts } from '../src/admin/texts';"],
    ['src/admin/api/x.ts', "import { adminApi } from '../../contract/endpoints/admin';"],
  ])('%s: %s', (path, source) => {
    expect(violationsOf(path, source)).toHaveLength(1);
  });

  it('allows what the layers may do', () => {
    expect(violationsOf('server/x.ts', "import { formatUsdt } from '../src/contract/money';")).toEqual([]);
    expect(violationsOf('sw/x.ts', "import { relay } from '../src/events/core/relay';")).toEqual([]);
    expect(violationsOf('src/contract/x.ts', "import { getWeek } from 'date-fns/getWeek';")).toEqual([]);
    expect(violationsOf('src/contract/endpoints/x.ts', "import { z } from 'zod';")).toEqual([]);
    expect(violationsOf('src/lib/x.ts', "import type { PlayerApi } from '../contract/endpoints';")).toEqual([]);
    expect(violationsOf('server/routes/x.ts', "import { gameEndpoints } from '../../src/contract/endpoints/game';")).toEqual([]);
    expect(violationsOf('src/admin/x.ts', "import { ApiError } from '../lib/api-error';")).toEqual([]);
    expect(violationsOf('src/admin/api/x.ts', "import type { Dashboard } from '../../contract/admin';")).toEqual([]);
    expect(violationsOf('src/admin/screens/x.ts', "import { texts } from '../texts';")).toEqual([]);
    expect(violationsOf('src/admin/api/x.ts', "import type { AdminApi } from '../../contract/endpoints/admin';")).toEqual([]);
  });
});

describe('every route answers as its endpoint-table row says (src/contract/endpoints/)', () => {
  const rows: Record<string, Endpoint> = { ...playerApi, ...siteEndpoints };
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    routes = await registeredRoutes();
  }, 60_000);

  it('each row declares an answer', () => {
    expect(Object.values(rows).filter((row) => Object.keys(row.response).length === 0).map((row) => row.key)).toEqual([]);
  });

  it('the server registers every row, and nothing under /api/v1 beside the table', () => {
    const registered = routes.filter(({ key }) => !key.includes(` ${ADMIN_API_BASE}/`)).map(({ key }) => key.replace(API_BASE_PATH, ''));
    expect(new Set(registered)).toEqual(new Set(Object.keys(rows)));
  });

  it("each route's request and answer schemas are its row's own", () => {
    const mismatches = routes.flatMap(({ key, schema }) => {
      const row = rows[key.replace(API_BASE_PATH, '')];
      if (!row) return [];
      return schemaMismatches(row, schema).map((part) => `${key}: ${part}`);
    });
    expect(mismatches).toEqual([]);
  });

  it('catches a route registered with another answer than its row (planted)', () => {
    const row = playerApi['GET /user/me'];
    expect(schemaMismatches(row, { response: { 200: playerApi['GET /wallet'].response[200] } })).toEqual(['response 200']);
    expect(schemaMismatches(row, {})).toEqual(['response 200']);
  });

  it('an answer that does not match its row is a 500, never a wrong body (planted handler)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The planted handler answers a wallet where the row says a user: the type check refuses it
    // (hence the cast); at run time the row's schema refuses it.
    route(app, playerApi['GET /user/me'], { handler: async () => ({ data: { balance: '1' } }) as never });
    route(app, playerApi['GET /game/rules'], { handler: async () => ({ data: rulesView() }) });
    const wrong = await app.inject({ method: 'GET', url: '/user/me' });
    const right = await app.inject({ method: 'GET', url: '/game/rules' });
    await app.close();
    expect(wrong.statusCode).toBe(500);
    expect(right.statusCode).toBe(200);
  });
});

describe('every back-office route answers as its row says (src/contract/endpoints/admin/)', () => {
  const rows: Record<string, Endpoint> = adminApi;
  let routes: RegisteredRoute[];
  const adminRoutes = () => routes.filter(({ key }) => key.includes(` ${ADMIN_API_BASE}/`));
  beforeAll(async () => {
    routes = await registeredRoutes();
  }, 60_000);

  it('each row declares an answer', () => {
    expect(Object.values(rows).filter((row) => Object.keys(row.response).length === 0).map((row) => row.key)).toEqual([]);
  });

  it('the server registers every row, and nothing under /admin/api beside the table', () => {
    expect(routesWithoutRows(routes, rows, ADMIN_API_BASE)).toEqual([]);
    const registered = adminRoutes().map(({ key }) => key.replace(` ${ADMIN_API_BASE}/`, ' /'));
    expect(new Set(registered)).toEqual(new Set(Object.keys(rows)));
  });

  it("each route's request and answer schemas are its row's own", () => {
    const mismatches = adminRoutes().flatMap(({ key, schema }) => {
      const row = rows[key.replace(` ${ADMIN_API_BASE}/`, ' /')];
      return row ? schemaMismatches(row, schema).map((part) => `${key}: ${part}`) : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('catches a back-office route without a row (planted)', async () => {
    const planted = await registeredRoutes((app) => {
      app.get(`${ADMIN_API_BASE}/export`, { config: { admin: { role: 'viewer', action: 'audit.view' } } }, async () => ({ data: [] }));
    });
    expect(routesWithoutRows(planted, rows, ADMIN_API_BASE)).toEqual(['GET /export']);
  });

  it('catches a back-office route registered with another answer than its row (planted)', () => {
    const row = adminApi['POST /adjustments'];
    expect(schemaMismatches(row, { ...fastifySchema(row), response: { 200: row.response[200], 201: adminApi['GET /adjustments'].response[200] } })).toEqual(['response 201']);
    expect(schemaMismatches(row, { body: row.body, headers: row.headers, response: row.response })).toEqual([]);
    expect(schemaMismatches(row, { body: row.body, response: row.response })).toEqual(['headers']);
  });

  it('an answer that does not match its row is a 500, never a wrong body (planted handler)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    route(app, adminApi['GET /reconciliation'], { handler: async () => ({ data: { ok: 'yes' } }) as never });
    route(app, adminApi['GET /login-state'], { handler: async () => ({ data: { state: 's', expiresAt: '2026-01-01T00:00:00.000Z' } }) });
    const wrong = await app.inject({ method: 'GET', url: '/reconciliation' });
    const right = await app.inject({ method: 'GET', url: '/login-state' });
    await app.close();
    expect(wrong.statusCode).toBe(500);
    expect(right.statusCode).toBe(200);
  });
});
