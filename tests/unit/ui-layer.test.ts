/**
 * src/ui/ (docs/architecture.md, "Layers"): the app's presentational components. They take what
 * they show as props, so they import no screen (features/), no shell (app/, pwa/) and no data:
 * no query, session or API code. Features, the shell and the install offers import them.
 * tests/unit/architecture.test.ts places the layer; this file holds its own rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Static imports, re-exports and import() with a literal specifier (as architecture.test.ts reads them). */
function importsOf(source: string): string[] {
  const patterns = [/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}
const UI = join(ROOT, 'src/ui');

/** Where src/ui may not reach: the screens, the shell, and the data layer of lib/. */
const FORBIDDEN_PREFIXES = ['src/features/', 'src/app/', 'src/pwa/', 'src/events/', 'src/settings/', 'src/telegram/', 'src/lib/'];
/** What it may import from src/: the contract, and the catalogues for a text of its own. */
const ALLOWED_PREFIXES = ['src/ui/', 'src/contract/', 'src/i18n/'];
/** Packages: React only (no router, no query client, no toasts). */
const PACKAGES = ['react'];

function wrongImports(from: string, source: string): string[] {
  const wrong: string[] = [];
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = relative(ROOT, resolve(dirname(join(ROOT, from)), specifier));
      const inside = (prefix: string) => target.startsWith(prefix) || `${target}/`.startsWith(prefix);
      if (FORBIDDEN_PREFIXES.some(inside) || !ALLOWED_PREFIXES.some(inside)) wrong.push(`${from}: ${specifier}`);
    } else if (!PACKAGES.includes(specifier.split('/')[0] ?? '')) {
      wrong.push(`${from}: ${specifier}`);
    }
  }
  return wrong;
}

const uiFiles = readdirSync(UI).filter((name) => /\.tsx?$/.test(name));

describe('src/ui', () => {
  it('holds the shared components', () => {
    expect(uiFiles).toEqual(expect.arrayContaining(['Button.tsx', 'Card.tsx', 'Dialog.tsx', 'ErrorCard.tsx', 'Field.tsx', 'Switch.tsx']));
  });

  it('imports nothing from features, the shell or the data layer', () => {
    expect(uiFiles.flatMap((name) => wrongImports(`src/ui/${name}`, readFileSync(join(UI, name), 'utf8')))).toEqual([]);
  });

  it.each([
    "import { useHistory } from '../features/history/api/get-history';",
    "import { App } from '../app/App';",
    "import { InstallOffer } from '../pwa/InstallOffer';",
    "import { apiClient } from '../lib/api-client';",
    "import { useQuery } from '@tanstack/react-query';",
    "import { Link } from 'wouter';",
  ])('refuses %s', (line) => {
    expect(wrongImports('src/ui/X.tsx', line)).toEqual([`src/ui/X.tsx: ${line.split("'")[1]}`]);
  });

  it.each(["import { useId } from 'react';", "import { Button } from './Button';", "import type { LiveWin } from '../contract/api-types';"])('allows %s', (line) => {
    expect(wrongImports('src/ui/X.tsx', line)).toEqual([]);
  });

  it('is used by the features instead of copies: no screen draws its own error card or switch', () => {
    const featureFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? featureFiles(path) : entry.name.endsWith('.tsx') ? [path] : [];
      });
    const copies = featureFiles(join(ROOT, 'src/features'))
      .filter((file) => /className="card[^"]*" role="alert"|role="alert" className="card|role="switch"/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(copies).toEqual([]);
  });
});
