/** Reading the source tree's imports, for the architecture test (tests/unit/architecture.test.ts). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The source files under a folder (TypeScript and modules, no declarations), skipping installs and results. */
export function sourceFiles(dir: string): string[] {
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

/** Imports that load code at run time: every form but `import type` / `export type`. */
export function valueImportsOf(source: string): string[] {
  return importsOf(source.replace(/^\s*(?:import|export)\s+type\b[^;]*?\bfrom\s*['"][^'"]+['"]/gm, ''));
}
