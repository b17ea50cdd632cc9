/** Small statistics and number formats for the bench's figures. */

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

// oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is above our ES2022 lib
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN when empty. */
export function percentile(values: number[], p: number): number {
  const list = sorted(values);
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))] ?? Number.NaN;
}

export function spread(values: number[]): Spread {
  const list = sorted(values);
  const mid = Math.floor(list.length / 2);
  const median = list.length % 2 ? list[mid]! : ((list[mid - 1] ?? Number.NaN) + (list[mid] ?? Number.NaN)) / 2;
  return { median, min: list[0] ?? Number.NaN, max: list.at(-1) ?? Number.NaN, runs: list.length };
}

/** Infinity is what a request that never got an answer took (fixed-rate.ts). */
export const ms = (value: number) => (value === Number.POSITIVE_INFINITY ? 'unanswered' : `${Math.round(value)} ms`);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
/**
 * figure / reference, or '-' when the reference is under `least` ms (default 10): a ratio to a
 * few ms of loopback jitter says nothing.
 */
export const ratioOf = (figure: number, reference: number, least = 10) => (reference >= least ? ratio(figure / reference) : '-');
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;
/** "1234 ms (min 1100, max 1500, 5 runs)" */
export const spreadMs = (s: Spread) => `${ms(s.median)} (${Math.round(s.min)}-${Math.round(s.max)}, n=${s.runs})`;
