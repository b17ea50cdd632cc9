/**
 * A whole cluster on one machine (docs/cluster.md): a throw-away Postgres (or DATABASE_URL), N app
 * instances on loopback ports and HAProxy in front of them. Used by `npm run cluster`, the cluster
 * tests and the bench; `stop()` ends every process it started, whatever state they are in.
 */
import { startHaproxy, type Balancer } from './haproxy';
import { startInstance, type Instance, type InstanceSpec } from './instance';
import { freePort, startPostgres, type PostgresServer } from './throwaway-postgres';

export interface ClusterOptions {
  instances: number;
  /** The balancer's port; 0: a free one. */
  port: number;
  /** The first instance's port, the others follow; 0: free ones. */
  instancePort: number;
  /** An existing database; unset: a throw-away Postgres for this run. */
  databaseUrl?: string;
  env?: Record<string, string>;
  onLine?: InstanceSpec['onLine'];
  args?: InstanceSpec['args'];
}

export interface Cluster {
  /** The balancer's URL: what clients use. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  let postgres: PostgresServer | null = null;
  let balancer: Balancer | null = null;
  const instances: Instance[] = [];
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres?.stop();
    postgres = null;
  };
  try {
    if (!options.databaseUrl) postgres = await startPostgres();
    const databaseUrl = options.databaseUrl ?? postgres!.url;
    const ports = await Promise.all(Array.from({ length: options.instances }, (_, i) => (options.instancePort ? options.instancePort + i : freePort())));
    // One first, alone: it applies the migrations the others would queue behind anyway.
    const spec = (port: number, i: number): InstanceSpec => ({ id: `app-${i + 1}`, port, databaseUrl, env: options.env, onLine: options.onLine, args: options.args });
    instances.push(await startInstance(spec(ports[0]!, 0)));
    const others = await Promise.allSettled(ports.slice(1).map((port, i) => startInstance(spec(port, i + 1))));
    for (const other of others) if (other.status === 'fulfilled') instances.push(other.value);
    const failed = others.find((other) => other.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startHaproxy(options.port || (await freePort()), instances);
    return { url: balancer.url, databaseUrl, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
