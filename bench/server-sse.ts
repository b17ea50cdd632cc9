/**
 * Section 4, event streams: `npm run bench:sse` (sse.ts, a child process: the server gets a process
 * of its own, as in production, and its memory figures are its own) with N streams, beside the
 * same broadcast to a single stream first, so the ratio is what fanning out to N costs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verdict, type Row } from './report';
import { ms, ratio, ratioOf } from './stats';
import type { SseBroadcastResult } from './sse-broadcast';

const BROADCAST_BAR_MS = 2000;
const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** Runs sse.ts in a child process (bounded by its --timeout, and by execFile's own after that). */
function broadcast(streams: number, port: number, timeoutS: number): SseBroadcastResult {
  const file = join(tmpdir(), `sendswin-bench-sse-${process.pid}-${streams}.json`);
  const args = ['--import', 'tsx', join(import.meta.dirname, 'sse.ts'), '--streams', String(streams), '--port', String(port), '--timeout', String(timeoutS), '--json', file];
  try {
    execFileSync(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: (timeoutS + 30) * 1000 });
    return JSON.parse(readFileSync(file, 'utf8')) as SseBroadcastResult;
  } finally {
    rmSync(file, { force: true });
  }
}

export async function measureSse(streams: number, port: number, timeoutS: number): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Server';
  const many = broadcast(streams, port, timeoutS);
  const count = streams.toLocaleString('en-US');
  const allDelivered = many.delivered === many.opened && many.opened === streams;
  const rows: Row[] = [
    {
      section,
      metric: `event streams open on one process`,
      figure: `${many.opened.toLocaleString('en-US')} (gauge ${many.gauge}, ${many.failed} failed, opened in ${many.openSeconds.toFixed(1)} s)`,
      reference: `${count} requested`,
      ratio: ratio(many.opened / streams),
      bar: `= ${count}`,
      status: verdict(many.opened === streams && many.gauge === streams),
    },
    {
      section,
      metric: `live_win broadcast to all ${count} streams, slowest`,
      figure: `${ms(many.maxMs)} (p50 ${ms(many.p50Ms)}, p95 ${ms(many.p95Ms)}; ${many.delivered}/${many.opened} got it)`,
      reference: `${ms(many.singleMs)} to 1 stream`,
      ratio: ratioOf(many.maxMs, many.singleMs),
      bar: `<= ${ms(BROADCAST_BAR_MS)}`,
      status: verdict(allDelivered && many.maxMs <= BROADCAST_BAR_MS),
    },
    {
      section,
      metric: `server JS heap for ${count} streams`,
      figure: `${signed(many.heapWithStreamsMb - many.heapBeforeMb)} MB (RSS ${many.rssWithStreamsMb} MB)`,
      reference: `${many.heapBeforeMb} MB before`,
      ratio: ratio(many.heapWithStreamsMb / many.heapBeforeMb),
      bar: '-',
      status: 'info',
    },
    { section, metric: `shutdown with ${count} streams open`, figure: ms(many.closeMs), reference: '-', ratio: '-', bar: '<= 2000 ms', status: verdict(many.closeMs <= 2000) },
  ];
  return { rows, details: many };
}
