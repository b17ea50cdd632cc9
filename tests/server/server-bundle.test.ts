/**
 * What the compiled server loads before it listens (docs/performance.md, "Start-up"): main.js and
 * the chunks it imports statically are the start; the packages they import from node_modules are
 * resolved, read and compiled file by file at every start. The packages the start uses are in the
 * bundle; what it does not use (PGlite and pg open after listening, grammY and the TON libraries
 * only with a bot token or payments on) is imported lazily, never on this path.
 */
import { builtinModules } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'sendswin-server-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** @ton/core's Address module alone (server/ton/ton-address.ts): three small files. */
const ALLOWED_AT_START = ['@ton/core/dist/address/Address.js'];
const isBuiltin = (path: string) => path.startsWith('node:') || builtinModules.includes(path);

describe('the compiled server', () => {
  it('imports from node_modules, before listening, only the address module of @ton/core', { timeout: 120_000 }, async () => {
    const { outputs } = await buildServer(outDir);
    const entry = Object.keys(outputs).find((path) => path.endsWith('/main.js'))!;
    const external = new Set<string>();
    const lazy = new Set<string>();
    const seen = new Set<string>();
    const visit = (output: string) => {
      if (seen.has(output)) return;
      seen.add(output);
      for (const { path, kind, external: isExternal } of outputs[output]!.imports) {
        if (kind === 'dynamic-import') lazy.add(path);
        else if (isExternal) external.add(path);
        else visit(path);
      }
    };
    visit(entry);
    expect(new Set([...external].filter((path) => !isBuiltin(path)))).toEqual(new Set(ALLOWED_AT_START));
    // The lazy imports are there: the database's drivers at least (the test sees the whole graph).
    expect([...lazy].some((path) => /pglite-db-[^/]*\.js$/.test(path))).toBe(true);
  });
});
