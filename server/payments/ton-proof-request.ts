/**
 * The check-proof request's shape, apart from its check (ton-proof.ts): the route's schema needs it
 * at start, while the check's TON libraries load on the first proof only (docs/performance.md,
 * "Start-up").
 */
import { z } from 'zod';

/** TON Connect's check-proof request (DESIGN.md section 11), as the app posts it to /wallet/bind. */
export const CheckProofRequest = z.object({
  address: z.string().min(1).max(100),
  network: z.enum(['-239', '-3']),
  public_key: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes in hex'),
  proof: z.object({
    timestamp: z.number().int().min(0),
    domain: z.object({ lengthBytes: z.number().int().min(0).max(256), value: z.string().max(256) }),
    payload: z.string().min(1).max(128),
    signature: z.string().min(1).max(200),
    state_init: z.string().min(1).max(4096),
  }),
});
export type CheckProofRequest = z.infer<typeof CheckProofRequest>;

/** TON Connect: a proof is good for 15 minutes. */
export const PROOF_MAX_AGE_S = 15 * 60;
