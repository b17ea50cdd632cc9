import { z } from 'zod';
import { ConfigError } from '../config';

/** How one instance of a cluster presents itself and stops (docs/cluster.md). */
export interface InstanceOptions {
  /** Sent as `X-Instance` on every response when set, so tests and operators see who answered. */
  instanceId: string | undefined;
  /** On SIGTERM, how long /readyz fails while requests are still served, before closing. */
  drainDelayMs: number;
  /** After the drain, how long closing (requests in flight, streams, the database) may take before
   *  the process gives up and exits 1: a busy machine can take seconds to flush and close. */
  closeGraceMs: number;
}

const EnvSchema = z.object({
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  CLOSE_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
});

/** INSTANCE_ID (unset: no header), DRAIN_DELAY_MS (0) and CLOSE_GRACE_MS (20 s); throws a one-line reason on a bad value. */
export function instanceOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): InstanceOptions {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  return { instanceId: parsed.data.INSTANCE_ID, drainDelayMs: parsed.data.DRAIN_DELAY_MS, closeGraceMs: parsed.data.CLOSE_GRACE_MS };
}
