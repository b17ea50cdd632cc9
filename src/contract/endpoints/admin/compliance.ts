/** The compliance queue and an operator's decision on a player's tier (docs/compliance.md, "In the back office"). */
import { z } from 'zod';
import type { AdminComplianceQueue } from '../../admin-compliance';
import { VERIFICATION_TIERS } from '../../verification';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { IdParams, WithdrawalRowSchema } from './parts';

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
});
