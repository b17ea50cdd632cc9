/** Types for mutation-table.mjs, which scripts/mutate.mjs and its test share. */
export interface TableArea {
  name: string;
  mutate: string[];
}
export interface TableRow {
  name: string;
  cells: string[];
  stamp: string;
}
export interface AreaResult {
  name: string;
  valid: number;
  Killed: number;
  Survived: number;
  Timeout: number;
  NoCoverage: number;
  percent: number;
  Static?: number;
  minutes: number;
}
export const TABLE_DOC: string;
export function areaFiles(area: TableArea, cwd?: string): string[];
export function areaStamp(area: TableArea, cwd?: string): string;
export function readTable(doc: string): Map<string, TableRow> | null;
export function formatRow(result: AreaResult, stamp: string, ranWith: string): string;
export interface WholeRun {
  minutes: number;
  areas: number;
  passed: boolean;
  date: string;
  ranWith: string;
}
export function wholeRunLine(run: WholeRun): string;
export function readWholeRun(doc: string): string | null;
export function writeRows(doc: string, areas: TableArea[], newRows: Map<string, string>, wholeRun?: string | null): string;
export function staleAreas(doc: string, areas: TableArea[], cwd?: string): string[];
