import { Client } from 'pg';
import { CHANNEL_NAME } from './db';
import type { FatalHandler } from './fatal';

type Handler = (payload: string) => void;

/** Tagged so operators (and tests) can find the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'sendswin-listener';
const MAX_RETRY_MS = 10_000;
/** Past this long without the connection, Postgres counts as lost for good: the process exits. */
export const LISTENER_GIVE_UP_MS = 120_000;

/**
 * LISTEN needs a connection of its own: a pooled one is handed to other queries between uses and
 * would stop listening. One client per process serves every channel; when it drops (network,
 * restart, pg_terminate_backend) it reconnects with backoff, LISTENs again and tells subscribers
 * to catch up, since notifications sent while it was away are lost. If it stays away for
 * LISTENER_GIVE_UP_MS, onFatal is told (the server exits and its supervisor restarts it).
 */
export class PgListener {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resumers = new Set<() => void>();
  private retryMs = 250;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private lostAt = 0;

  constructor(
    private readonly connectionString: string,
    private readonly onFatal: FatalHandler = () => {},
  ) {}

  async listen(channel: string, handler: Handler, onResume?: () => void): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    if (onResume) this.resumers.add(onResume);
    if (!this.client) await this.connect();
    else if (first) await this.client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(handler);
      if (onResume) this.resumers.delete(onResume);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME, connectionTimeoutMillis: 10_000 });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.retryMs = 250;
  }

  private lost(client: Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.lostAt = Date.now();
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.connect().then(
        () => {
          for (const resume of this.resumers) resume();
        },
        (error: unknown) => {
          if (Date.now() - this.lostAt > LISTENER_GIVE_UP_MS) {
            this.onFatal(new Error(`Postgres unreachable for ${LISTENER_GIVE_UP_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`));
            return;
          }
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
