/**
 * Section 4, event streams: sse-broadcast.ts (the `npm run bench:sse` load test) with N streams,
 * beside the same broadcast to a single stream, so the ratio is what fanning out to N costs.
 */
import { verdict, type Row } from './report';
import { ms, ratio } from './stats';
import { runSseBroadcast } from './sse-broadcast';

const BROADCAST_BAR_MS = 2000;

export async function measureSse(streams: number, port: number): Promise<{ rows: Row[]; details: unknown }> {
  const section = 'Server';
  const quiet = (line: string) => console.log(`  sse: ${line}`);
  const single = await runSseBroadcast({ streams: 1, clients: 1, port, timeoutMs: 60_000, log: () => {} });
  const many = await runSseBroadcast({ streams, port, timeoutMs: 150_000, log: quiet });
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
      reference: `${ms(single.maxMs)} to 1 stream`,
      ratio: ratio(many.maxMs / Math.max(single.maxMs, 1)),
      bar: `<= ${ms(BROADCAST_BAR_MS)}`,
      status: verdict(allDelivered && many.maxMs <= BROADCAST_BAR_MS),
    },
    {
      section,
      metric: `server memory with ${count} streams (RSS)`,
      figure: `+${many.rssWithStreamsMb - many.rssBeforeMb} MB (${many.rssWithStreamsMb} MB in all)`,
      reference: `${many.rssBeforeMb} MB before`,
      ratio: ratio(many.rssWithStreamsMb / many.rssBeforeMb),
      bar: '-',
      status: 'info',
    },
    { section, metric: `shutdown with ${count} streams open`, figure: ms(many.closeMs), reference: `${ms(single.closeMs)} with 1 stream`, ratio: ratio(many.closeMs / Math.max(single.closeMs, 1)), bar: '-', status: 'info' },
  ];
  return { rows, details: { single, many } };
}
