/**
 * What one wrk run of bench/orders.lua printed, as the orders section's figures: its WRK-RESULT
 * line (requests sent and answered, the time, the latencies in µs, the answers other than 201),
 * then the shell's `times` (the last line: the children's user and system CPU, wrk's own).
 */
export interface WrkRun {
  seconds: number;
  /** Orders answered 201, and their ids (from the answers' bodies). */
  placed: number;
  placedIds: string[];
  /** Sent and never answered: cut off when the time was up, or lost with a failed connection. */
  unanswered: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 201, by status ("error" for a failed connection or a timeout). */
  failures: Record<string, number>;
  cpuSeconds: number;
}

interface WrkResultLine {
  sent: number;
  answers: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  failures: Record<string, number>;
}

/** "0m1.250s" (bash) or "0m1.250000s" (dash) in seconds. */
function shellSeconds(time: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function parseWrkRun(stdout: string, placedIds: string[]): WrkRun {
  const line = /^WRK-RESULT (.*)$/m.exec(stdout);
  if (!line) throw new Error(`wrk printed no result: ${stdout.slice(-300)}`);
  const result = JSON.parse(line[1]!) as WrkResultLine;
  const [user = Number.NaN, system = Number.NaN] = stdout.trim().split('\n').at(-1)!.trim().split(/\s+/).map(shellSeconds);
  const seconds = result.durationUs / 1e6;
  return {
    seconds,
    placed: placedIds.length,
    placedIds,
    unanswered: result.sent - result.answers,
    perSecond: placedIds.length / seconds,
    p50: result.p50Us / 1000,
    p99: result.p99Us / 1000,
    failures: result.failures,
    cpuSeconds: user + system,
  };
}
