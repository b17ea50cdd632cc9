/** The command line of `npm run bench`: what to measure, how long, on which ports. */

export const SECTIONS = ['size', 'load', 'usable', 'lighthouse', 'events', 'server-http', 'server-sse', 'cluster', 'footprint', 'orders'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  quick: boolean;
  /** A build to measure instead of building dist/app. */
  appDir: string | undefined;
  sections: Set<Section>;
  ports: { app: number; bare: number; sse: number; cluster: number; footprint: number; orders: number };
  /** Load runs of each kind, orders for the toasts, seconds of each HTTP load, SSE streams. */
  runs: number;
  /** Lighthouse runs on home (the median counts). */
  lighthouseRuns: number;
  orders: number;
  seconds: number;
  streams: number;
  /** Streams of the cluster section, through the balancer over 3 instances. */
  clusterStreams: number;
  sseTimeoutS: number;
  /** The footprint section's load: orders placed with this many streams open. */
  footprintOrders: number;
  footprintStreams: number;
  /** Seconds of each order load (section orders: 20 clients, pgbench for as long). */
  orderSeconds: number;
  /** The whole bench gives up after this long. */
  limitS: number;
}

const USAGE = `usage: npm run bench [-- --quick] [--app-dir DIR] [--only ${SECTIONS.join(',')}]
  env BENCH_PORT: the first of 7 ports on 127.0.0.1 (default 4241)
  env BENCH_LIMIT_S: give up after this many seconds (default 360 with --quick, else 1200)`;

function valueOf(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value\n${USAGE}`);
  return value;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const known = new Set(['--quick', '--app-dir', '--only']);
  for (const arg of argv) if (arg.startsWith('--') && !known.has(arg)) throw new Error(`unknown option ${arg}\n${USAGE}`);
  const only = valueOf(argv, '--only')?.split(',');
  const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown?.length) throw new Error(`unknown section ${unknown.join(', ')}\n${USAGE}`);
  const firstPort = Number(env.BENCH_PORT ?? 4241);
  if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort > 65_529) throw new Error(`BENCH_PORT must be a port number\n${USAGE}`);
  const quick = argv.includes('--quick');
  // A loaded machine may need longer: the footprint section alone took 6+ minutes at a load of 23.
  const limitS = env.BENCH_LIMIT_S === undefined ? undefined : Number(env.BENCH_LIMIT_S);
  if (limitS !== undefined && !(Number.isInteger(limitS) && limitS > 0)) throw new Error(`BENCH_LIMIT_S must be a whole number of seconds\n${USAGE}`);
  return {
    quick,
    appDir: valueOf(argv, '--app-dir'),
    sections: new Set((only ?? SECTIONS) as Section[]),
    ports: { app: firstPort, bare: firstPort + 1, sse: firstPort + 2, cluster: firstPort + 3, footprint: firstPort + 4, orders: firstPort + 5 },
    ...(quick
      ? { runs: 2, lighthouseRuns: 1, orders: 5, seconds: 3, streams: 1000, clusterStreams: 600, footprintOrders: 1000, footprintStreams: 200, orderSeconds: 5, sseTimeoutS: 60, limitS: 360 }
      : { runs: 5, lighthouseRuns: 3, orders: 20, seconds: 10, streams: 10_000, clusterStreams: 3000, footprintOrders: 10_000, footprintStreams: 1000, orderSeconds: 15, sseTimeoutS: 300, limitS: 1200 }),
    ...(limitS === undefined ? {} : { limitS }),
  };
}
