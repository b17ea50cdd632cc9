/**
 * docs/mutation-testing.md's table is written by `npm run mutate` (scripts/mutation-table.mjs), a
 * row per area stamped with the area's files; a row older than its files fails here, naming the
 * command that brings it up to date.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MUTATION_AREAS } from '../../scripts/mutation-areas.mjs';
import { TABLE_DOC, areaStamp, formatRow, readTable, readWholeRun, staleAreas, wholeRunLine, writeRows } from '../../scripts/mutation-table.mjs';

const DOC = ['# x', '', '<!-- mutation-table:start (written by npm run mutate) -->', '<!-- mutation-table:end -->', '', 'after'].join('\n');
const result = (name: string, percent = 95) => ({ name, valid: 20, Killed: 19, Survived: 1, Timeout: 0, NoCoverage: 0, percent, Static: 2, minutes: 1.25 });

describe('the table a run writes', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'sendswin-mutation-table-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  }

  it("replaces the rows of the areas run, keeps the others', drops areas that are gone, in the areas' order", () => {
    const areas = [{ name: 'a', mutate: ['a/*.ts'] }, { name: 'b', mutate: ['b.ts'] }];
    let doc = writeRows(DOC, areas, new Map([['b', formatRow(result('b'), 'stamp-b1', 'PGlite')]]));
    doc = writeRows(doc, areas, new Map([['a', formatRow(result('a', 91.04), 'stamp-a', 'PGlite, Postgres')]]));
    const rows = readTable(doc)!;
    expect([...rows.keys()]).toEqual(['a', 'b']);
    expect(rows.get('a')!.cells).toEqual(['a', '20', '19', '1', '0', '0', '91.0%', '2', '1.3', 'PGlite, Postgres', '`stamp-a`']);
    expect(rows.get('b')!.stamp).toBe('stamp-b1');
    expect(doc.endsWith('<!-- mutation-table:end -->\n\nafter')).toBe(true);
    expect([...readTable(writeRows(doc, [areas[1]!], new Map()))!.keys()]).toEqual(['b']);
    expect(() => writeRows('# no table', areas, new Map())).toThrow(/no table markers/);
  });

  it("writes a whole run's line under the rows, which a per-area run keeps and the next whole run replaces", () => {
    const areas = [{ name: 'a', mutate: ['a.ts'] }, { name: 'b', mutate: ['b.ts'] }];
    const first = wholeRunLine({ minutes: 31.26, areas: 2, passed: true, date: '2026-11-30', ranWith: 'PGlite, Postgres' });
    expect(first).toBe('The whole run: 31.3 min for 2 areas, every area at 90% or more (exit 0), 2026-11-30, ran with PGlite, Postgres.');
    let doc = writeRows(DOC, areas, new Map([['a', formatRow(result('a'), 's-a', 'PGlite')], ['b', formatRow(result('b'), 's-b', 'PGlite')]]), first);
    expect(readWholeRun(doc)).toBe(first);
    doc = writeRows(doc, areas, new Map([['a', formatRow(result('a', 80), 's-a2', 'PGlite')]]));
    expect(readWholeRun(doc)).toBe(first);
    expect([...readTable(doc)!.keys()]).toEqual(['a', 'b']);
    const second = wholeRunLine({ minutes: 41, areas: 2, passed: false, date: '2026-12-01', ranWith: 'PGlite' });
    doc = writeRows(doc, areas, new Map(), second);
    expect(readWholeRun(doc)).toBe(second);
    expect(doc.match(/The whole run:/g)).toHaveLength(1);
    expect(second).toContain('an area under 90% (exit 1)');
    expect(readWholeRun(DOC)).toBeNull();
  });

  it("names an area whose files changed after its row, or that has none, and not one whose row is current", () => {
    const dir = project({ 'src/x.ts': 'export const x = 1;\n', 'src/y.ts': 'export const y = 2;\n', 'z.ts': 'z' });
    const areas = [{ name: 'xy', mutate: ['src/*.ts'] }, { name: 'z', mutate: ['z.ts'] }];
    const doc = writeRows(DOC, areas, new Map([['xy', formatRow(result('xy'), areaStamp(areas[0]!, dir), 'PGlite')]]));
    expect(staleAreas(doc, areas, dir)).toEqual(['z: no row (npm run mutate -- "z")']);

    writeFileSync(join(dir, 'src/y.ts'), 'export const y = 3;\n');
    expect(staleAreas(doc, areas, dir)).toEqual(['xy: its files changed since its row was written (npm run mutate -- "xy")', 'z: no row (npm run mutate -- "z")']);
    // A file added to the area changes its stamp too.
    writeFileSync(join(dir, 'src/y.ts'), 'export const y = 2;\n');
    writeFileSync(join(dir, 'src/w.ts'), '');
    expect(staleAreas(doc, areas, dir)[0]).toMatch(/^xy: its files changed/);
  });
});

it("docs/mutation-testing.md has a current row for every area", () => {
  expect(staleAreas(readFileSync(TABLE_DOC, 'utf8'), MUTATION_AREAS)).toEqual([]);
});
