/**
 * `npm run bench:sse [-- --streams N --clients K]`: the event-stream load test of sse-broadcast.ts
 * on its own (N streams, default 10,000, opened by K client processes, default 2), printing as it
 * goes. `npm run bench` runs this file as a child process (its own server process, as in
 * production) with `--port P --timeout S --json FILE`, which writes the figures to FILE.
 */
import { writeFileSync } from 'node:fs';
import { runSseBroadcast } from './sse-broadcast';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const count = (name: string, fallback: number, min = 1) => {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer of at least ${min}`);
  return value;
};

const jsonFile = option('json');
const result = await runSseBroadcast({
  streams: count('streams', 10_000),
  clients: count('clients', 2),
  port: count('port', 0, 0),
  timeoutMs: count('timeout', 150) * 1000,
  log: jsonFile ? (line) => console.log(`  sse: ${line}`) : console.log,
});
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result));
