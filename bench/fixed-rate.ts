/**
 * An open-loop load at a fixed rate: requests leave on a schedule (rate per second, evenly spaced)
 * whether or not earlier ones have been answered, and each latency counts from the moment its
 * request was due, so a stalled server shows in the figures instead of slowing the load down.
 * autocannon's `overallRate` is not used for this: it sends each connection's share as a burst at
 * the start of every second (lib/httpClient.js, `reqsMadeThisSecond`) and corrects the latencies
 * with an interval of Math.ceil(1 / rate) ms (lib/run.js; mcollina/autocannon#274), so its p99 at
 * 500 req/s measures the burst, even on a bare node:http server.
 */
import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface FixedRateResult {
  rate: number;
  sent: number;
  ok: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

const TICK_MS = 2;
const REQUEST_TIMEOUT_MS = 5000;

/** After the last request is due, answers may still come for as long as the load lasted; later ones count as failed. */
export async function fixedRate(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<FixedRateResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  let over = false;
  const inFlight = new Set<Promise<void>>();
  const send = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      const finish = (ok: boolean) => {
        if (over) return resolve();
        if (ok) latencies.push(performance.now() - dueAt);
        else failures += 1;
        resolve();
      };
      const req = request(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode === 200));
        response.on('error', () => finish(false));
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(false));
      req.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) send(start + (sent * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  let drained: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(inFlight), new Promise((resolve) => (drained = setTimeout(resolve, seconds * 1000)))]);
  clearTimeout(drained);
  over = true;
  failures = sent - latencies.length;
  agent.destroy();
  // A request that got no answer counts as infinitely slow: with over 1% of them, p99 is Infinity.
  const all = [...latencies, ...Array.from({ length: failures }, () => Number.POSITIVE_INFINITY)];
  return { rate, sent, ok: latencies.length, failures, p50: percentile(all, 50), p99: percentile(all, 99), max: latencies.length ? Math.max(...latencies) : Number.NaN };
}
