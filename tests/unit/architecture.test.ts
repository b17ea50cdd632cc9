/**
 * The direction of imports (docs/architecture.md, "Layers"), checked on every import of every
 * source file: a file that reaches into a layer it may not see fails here with its path and the
 * import. oxlint's no-restricted-imports keeps features apart inside src/; this test covers every
 * layer, the service worker and the server.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Where a project file sits: the first rule whose prefix matches names its layer. */
const LAYERS: readonly { layer: string; prefix: string }[] = [
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
  'bot-text': ['contract', 'bot-text'],
  'events-core': ['contract', 'events-core'],
  library: ['contract', 'events-core', 'library'],
  feature: ['contract', 'events-core', 'library', 'feature'],
  pwa: ['contract', 'library', 'pwa'],
  app: ['contract', 'events-core', 'library', 'feature', 'pwa', 'app'],
  // Of the libraries, only src/lib/ (ADMIN_LIBRARY below): no player catalogue, setting or bridge.
  admin: ['contract', 'library', 'admin'],
  sw: ['contract', 'events-core', 'sw'],
  server: ['contract', 'bot-text', 'server'],
  bench: ['contract', 'server', 'bench'],
  tests: ['contract', 'bot-text', 'events-core', 'library', 'feature', 'pwa', 'app', 'admin', 'sw', 'server', 'tests'],
};

/** npm packages a layer may import; others may import any package their project lists. */
const PACKAGES: Record<string, readonly string[] | 'any'> = {
  // The contract must load in the browser, the worker and Node: pure date maths only.
  contract: ['date-fns', '@date-fns/utc'],
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'results') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Static imports, re-exports and dynamic import() with a literal specifier. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const [, specifier] of source.matchAll(pattern)) if (specifier) found.push(specifier);
  return found;
}

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
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = relative(ROOT, resolve(dirname(file), specifier));
      const targetLayer = layerOf(target) ?? layerOf(`${target}/`);
      if (!targetLayer) continue;
      if (!MAY_IMPORT[layer]?.includes(targetLayer)) violations.push({ file: from, specifier, why: `${layer} may not import ${targetLayer}` });
      else if (layer === 'admin' && targetLayer === 'library' && !target.startsWith(ADMIN_LIBRARY)) violations.push({ file: from, specifier, why: 'admin may import only src/lib/ of the libraries' });
      const [mine, theirs] = [featureOf(from), featureOf(target)];
      if (layer === 'feature' && theirs && mine !== theirs) violations.push({ file: from, specifier, why: 'features do not import each other' });
      continue;
    }
    if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) {
      if (['contract', 'events-core', 'library', 'feature', 'pwa', 'app', 'sw'].includes(layer) && specifier.startsWith('node:')) {
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
    ['src/admin/x.ts', "import { t } from '../i18n/t';"],
    ['src/admin/x.ts', "import { HomeScreen } from '../features/home/routes/HomeScreen';"],
    ['src/admin/x.ts', "import { App } from '../app/App';"],
    ['src/app/x.ts', "import { AdminApp } from '../admin/AdminApp';"],
    ['src/features/home/x.ts', "import { texts } from '../../admin/texts';"],
    ['src/lib/x.ts', "import { adminClient } from '../admin/api/admin-client';"],
    ['server/x.ts', "import { texts } from '../src/admin/texts';"],
  ])('%s: %s', (path, source) => {
    expect(violationsOf(path, source)).toHaveLength(1);
  });

  it('allows what the layers may do', () => {
    expect(violationsOf('server/x.ts', "import { formatUsdt } from '../src/contract/money';")).toEqual([]);
    expect(violationsOf('sw/x.ts', "import { relay } from '../src/events/core/relay';")).toEqual([]);
    expect(violationsOf('src/contract/x.ts', "import { getWeek } from 'date-fns';")).toEqual([]);
    expect(violationsOf('src/admin/x.ts', "import { ApiError } from '../lib/api-error';")).toEqual([]);
    expect(violationsOf('src/admin/api/x.ts', "import type { Dashboard } from '../../contract/admin';")).toEqual([]);
    expect(violationsOf('src/admin/screens/x.ts', "import { texts } from '../texts';")).toEqual([]);
  });
});
