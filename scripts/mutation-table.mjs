// The table of docs/mutation-testing.md ("The last run"), written by `npm run mutate` itself, one
// row per area, and the check that it is not older than the code it scores: each row carries a
// stamp of the area's mutated files (their names and contents), and tests/unit/mutation-table.test.ts
// fails when a file changed after the area's last run (docs/mutation-testing.md, "The table").
import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';

export const TABLE_DOC = 'docs/mutation-testing.md';
const START = '<!-- mutation-table:start (written by npm run mutate) -->';
const END = '<!-- mutation-table:end -->';
const HEADER = [
  '| area | mutants | killed | survived | timeout | no coverage | score | static, not run | minutes | ran with | files |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
];

/** The files an area mutates, sorted, from its globs. */
export function areaFiles(area, cwd = process.cwd()) {
  return [...new Set(area.mutate.flatMap((pattern) => globSync(pattern, { cwd })))].toSorted();
}

/** A short hash of the area's mutated files, names and contents: any edit gives another stamp. */
export function areaStamp(area, cwd = process.cwd()) {
  const hash = createHash('sha256');
  for (const file of areaFiles(area, cwd)) hash.update(`${file}\0`).update(readFileSync(`${cwd}/${file}`)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The table's rows by area name, as `{ name, cells, stamp }`; null when the markers are missing. */
export function readTable(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) return null;
  const rows = new Map();
  for (const line of doc.slice(start + START.length, end).split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 11 || cells[0] === 'area' || cells[0].startsWith('---')) continue;
    rows.set(cells[0], { name: cells[0], cells, stamp: cells[10].replace(/`/g, '') });
  }
  return rows;
}

/** One result of scripts/mutate.mjs as a table row. */
export function formatRow(result, stamp, ranWith) {
  const r = result;
  return `| ${r.name} | ${r.valid} | ${r.Killed} | ${r.Survived} | ${r.Timeout} | ${r.NoCoverage} | ${r.percent.toFixed(1)}% | ${r.Static ?? 0} | ${r.minutes.toFixed(1)} | ${ranWith} | \`${stamp}\` |`;
}

const WHOLE_RUN = /^The whole run: .*$/m;

/** The line under the table that a run of every area writes: its time, exit, date and environment. */
export function wholeRunLine({ minutes, areas, passed, date, ranWith }) {
  return `The whole run: ${minutes.toFixed(1)} min for ${areas} areas, ${passed ? 'every area at 90% or more (exit 0)' : 'an area under 90% (exit 1)'}, ${date}, ran with ${ranWith}.`;
}

/** The last whole run's line, or null when no run of every area wrote one. */
export function readWholeRun(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) return null;
  return doc.slice(start, end).match(WHOLE_RUN)?.[0] ?? null;
}

/**
 * The document with the rows of this run's areas replaced (the others kept as they were), in the
 * order of `areas`; rows of areas that no longer exist are dropped. A run of every area also
 * replaces the whole run's line under the rows; a per-area run keeps the last one.
 */
export function writeRows(doc, areas, newRows, wholeRun = null) {
  const rows = readTable(doc);
  if (!rows) throw new Error(`${TABLE_DOC} has no table markers (${START} ... ${END})`);
  const lines = areas.map((area) => newRows.get(area.name) ?? (rows.has(area.name) ? `| ${rows.get(area.name).cells.join(' | ')} |` : null)).filter(Boolean);
  const run = wholeRun ?? readWholeRun(doc);
  const start = doc.indexOf(START) + START.length;
  return `${doc.slice(0, start)}\n${[...HEADER, ...lines].join('\n')}\n${run ? `\n${run}\n` : ''}${doc.slice(doc.indexOf(END))}`;
}

/** The areas whose row is missing or older than their files: each with what to run. */
export function staleAreas(doc, areas, cwd = process.cwd()) {
  const rows = readTable(doc) ?? new Map();
  return areas
    .map((area) => ({ area: area.name, row: rows.get(area.name), stamp: areaStamp(area, cwd) }))
    .filter(({ row, stamp }) => !row || row.stamp !== stamp)
    .map(({ area, row }) => `${area}: ${row ? 'its files changed since its row was written' : 'no row'} (npm run mutate -- "${area}")`);
}
