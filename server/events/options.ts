import { z } from 'zod';
import { ConfigError } from '../config';

/** Tunables of the event stream; defaults fit production, tests shorten the timers. */
export interface EventOptions {
  /**
   * false: every stream request gets 204, which tells clients (docs/product.md section 4) to stop
   * reconnecting. The operator's switch (SSE_ENABLED=0) to shed the channel during an incident
   * without thousands of clients retrying every 3 s; REST stays the source of truth.
   */
  enabled: boolean;
  /** A comment line this often keeps proxies and mobile NATs from closing an idle stream. */
  heartbeatMs: number;
  /** A stream whose unsent bytes pass this is dropped; the client resumes by Last-Event-ID. */
  maxBufferBytes: number;
  /** Opening one more closes the user's oldest stream (usually a dead mobile connection). */
  maxStreamsPerUser: number;
  /** Replay at most this many missed events (the newest), within retentionMs. */
  replayLimit: number;
  retentionMs: number;
  pruneIntervalMs: number;
  /** On shutdown, sockets that have not flushed their last bytes by then are destroyed. */
  shutdownGraceMs: number;
}

export const DEFAULT_EVENT_OPTIONS: EventOptions = {
  enabled: true,
  heartbeatMs: 15_000,
  maxBufferBytes: 256 * 1024,
  maxStreamsPerUser: 8,
  replayLimit: 1000,
  retentionMs: 24 * 60 * 60 * 1000,
  pruneIntervalMs: 10 * 60 * 1000,
  shutdownGraceMs: 2000,
};

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const EnvSchema = z.object({
  SSE_ENABLED: flag.optional(),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
});

/** SSE_ENABLED (1) and SSE_HEARTBEAT_MS (15000); throws a one-line reason on a bad value. */
export function eventOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EventOptions {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  return {
    ...DEFAULT_EVENT_OPTIONS,
    enabled: parsed.data.SSE_ENABLED ?? true,
    heartbeatMs: parsed.data.SSE_HEARTBEAT_MS ?? DEFAULT_EVENT_OPTIONS.heartbeatMs,
  };
}
