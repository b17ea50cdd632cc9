/**
 * `npm run bench:sse [-- --streams N --clients K]`: the event-stream load test of sse-broadcast.ts
 * on its own (N streams, default 10,000, opened by K client processes, default 2), printing as it
 * goes. `npm run bench` runs the same function. Bounded: gives up after 150 s.
 */
import { runSseBroadcast } from './sse-broadcast';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};

await runSseBroadcast({ streams: arg('streams', 10_000), clients: arg('clients', 2) });
