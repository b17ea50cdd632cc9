/**
 * `npm run cluster [-- --instances 3] [--port 8080] [--instance-port 8081]`: a throw-away Postgres
 * (or DATABASE_URL), N app instances on loopback ports and HAProxy on one port in front of them
 * (docs/cluster.md). Prints the URL and a demo launch link; Ctrl-C or SIGTERM stops everything.
 */
import { parseArgs } from 'node:util';
import { demoLinkLines } from '../server/dev/telegram-host/dev-host-mode';
import { loadConfig } from '../server/config';
import { buildIfStale } from './build-if-stale.mjs';
import { startCluster } from './cluster/cluster';

const USAGE = 'usage: npm run cluster [-- --instances N (3)] [--port P (8080)] [--instance-port Q (P+1; the others follow)]';

function options() {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' }, 'instance-port': { type: 'string' } } });
  const instances = Number(values.instances);
  const port = Number(values.port);
  const instancePort = values['instance-port'] === undefined ? port + 1 : Number(values['instance-port']);
  const isPort = (n: number) => Number.isInteger(n) && n > 0 && n < 65_536;
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error(`--instances must be 1-32\n${USAGE}`);
  if (!isPort(port) || !isPort(instancePort + instances - 1)) throw new Error(`bad --port or --instance-port\n${USAGE}`);
  return { instances, port, instancePort };
}

async function main(): Promise<void> {
  const { instances, port, instancePort } = options();
  const config = loadConfig();
  buildIfStale();
  process.stdout.write(`Starting ${instances} instances on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throw-away Postgres'} behind HAProxy...\n`);
  const cluster = await startCluster({
    instances,
    port,
    instancePort,
    databaseUrl: config.databaseUrl,
    // The instances' own log lines (JSON); their start-up banners would repeat ours.
    onLine: (line) => line.startsWith('{') && process.stderr.write(`${line}\n`),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: draining the instances, then stopping HAProxy${config.databaseUrl ? '' : ' and Postgres'}...\n`);
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Could not stop cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (const instance of cluster.instances) {
    void instance.exited.then((how) => stopping || console.error(`${instance.id} (pid ${instance.pid}) exited (${how}); the others carry on`));
  }

  const lines = [
    `Serving the mini-app at ${cluster.url}/ (HAProxy, leastconn over ${instances} instances)`,
    ...cluster.instances.map((instance) => `  ${instance.id}  ${instance.url}/  pid ${instance.pid}`),
    `  database  ${config.databaseUrl ? 'DATABASE_URL' : cluster.databaseUrl}`,
  ];
  if (!config.production) {
    lines.push(...demoLinkLines(`${cluster.url}/`, config, Math.floor(Date.now() / 1000)));
  }
  lines.push('Ctrl-C stops everything.');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`Could not start the cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
