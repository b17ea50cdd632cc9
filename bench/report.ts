/**
 * The bench's output: one row per quality bar of docs/performance.md (figure, reference, ratio,
 * bar, pass/over) and informative rows beside them; printed as a table, written as JSON and as
 * Markdown to bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Status = 'pass' | 'over' | 'n/a' | 'info';

export interface Row {
  section: string;
  metric: string;
  figure: string;
  reference: string;
  ratio: string;
  bar: string;
  status: Status;
}

/** What a measurement that could not run prints instead of a figure. */
export function notAvailable(section: string, metric: string, bar: string, reason: string): Row {
  return { section, metric, figure: `n/a (${reason})`, reference: '-', ratio: '-', bar, status: 'n/a' };
}

export const verdict = (pass: boolean): Status => (pass ? 'pass' : 'over');

const COLUMNS: [keyof Row, string][] = [
  ['section', 'section'],
  ['metric', 'measurement'],
  ['figure', 'figure'],
  ['reference', 'reference'],
  ['ratio', 'ratio'],
  ['bar', 'bar'],
  ['status', 'result'],
];

export function textTable(rows: Row[]): string {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(COLUMNS.map(([, title]) => title)), line(widths.map((w) => '-'.repeat(w))), ...rows.map((row) => line(COLUMNS.map(([key]) => row[key])))].join('\n');
}

export function markdownTable(rows: Row[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${COLUMNS.map(([, title]) => title).join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${COLUMNS.map(([key]) => escape(row[key])).join(' | ')} |`),
  ].join('\n');
}

export interface BenchResults {
  startedAt: string;
  mode: 'full' | 'quick';
  seconds: number;
  machine: Record<string, string | number>;
  rows: Row[];
  details: Record<string, unknown>;
}

/** Writes bench/results/latest.json and latest.md; returns the Markdown path. */
export function writeResults(results: BenchResults): string {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const machine = Object.entries(results.machine).map(([key, value]) => `${key} ${value}`).join(', ');
  const markdown = [
    `# npm run bench${results.mode === 'quick' ? ' -- --quick' : ''}`,
    '',
    `${results.startedAt}, ${results.seconds} s; ${machine}.`,
    '',
    markdownTable(results.rows),
    '',
  ].join('\n');
  const path = join(dir, 'latest.md');
  writeFileSync(path, markdown);
  return path;
}
