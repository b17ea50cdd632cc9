/** The longest wait between two attempts after errors, so a long outage never means a dead stream. */
export const BACKOFF_CAP_MS = 60_000;

/**
 * The wait before attempt `failures + 1` after `failures` errors in a row: the retry interval,
 * doubled per failure, capped, with "equal jitter" (between half and all of it, never below the
 * interval) so that many clients dropped by one server restart do not all come back at once.
 */
export function backoffDelay(failures: number, retryMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, retryMs * 2 ** Math.max(0, failures - 1));
  return Math.max(retryMs, Math.round(ceiling / 2 + (ceiling / 2) * random()));
}
