/** The compliance queue, an operator's decision on a player's tier and their clearing of a player's flag (docs/compliance.md, "In the back office"). */
import { z } from 'zod';
import type { AdminComplianceQueue } from '../../admin-compliance';
import { FLAG_REASONS, VERIFICATION_TIERS } from '../../verification';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { IdempotencyHeaders } from '../game';
import { FlagClearanceSchema, IdParams, ReasonBody, WithdrawalRowSchema } from './parts';

const Tier = z.union(VERIFICATION_TIERS.map((tier) => z.literal(tier)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

const Queue = schemaOf<AdminComplianceQueue>()(
  z.object({
    flagged: z.array(
      z.object({
        id: z.number(),
        telegramId: z.number(),
        name: z.string(),
        username: z.string().nullable(),
        tier: Tier,
        ip: z.string().nullable(),
        residence: z.string().nullable(),
        phone: z.string().nullable(),
        updatedAt: z.string(),
        reasons: z.array(z.object({ kind: z.enum(FLAG_REASONS), countries: z.array(z.string()) })),
      }),
    ),
    held: z.array(WithdrawalRowSchema),
  }),
);

/** The tier and the operator's reason (1-500 characters after trimming). */
export const TierChangeBody = z.strictObject({ tier: Tier, reason: z.string().trim().min(1).max(500) });

export const adminComplianceEndpoints = defineEndpoints({
  'GET /compliance/queue': { response: { 200: data(Queue) }, errors: [] },
  /** Moves the tier either way, with a line in its history naming the operator; the same tier again is a 409. */
  'POST /players/:id/tier': {
    params: IdParams,
    body: TierChangeBody,
    response: { 200: data(z.object({ tierBefore: Tier, tierAfter: Tier })) },
    errors: ['player_not_found', 'tier_unchanged'],
  },
  /**
   * Clears a flagged player's flag with the operator's reason (1-500 characters); the disagreements
   * stay, marked with the clearing. 201 cleared; 200 the same Idempotency-Key's clearing again
   * (nothing cleared or audited twice); 409 not_flagged with a new key.
   */
  'POST /players/:id/flag/clear': {
    params: IdParams,
    body: ReasonBody,
    headers: IdempotencyHeaders,
    response: { 200: data(FlagClearanceSchema), 201: data(FlagClearanceSchema) },
    errors: ['player_not_found', 'not_flagged', 'idempotency_key_reused'],
  },
});
