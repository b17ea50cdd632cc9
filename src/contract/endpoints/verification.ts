/** Knowing the player (docs/compliance.md, "Verification tiers"): the player's tier and what each action needs. */
import { z } from 'zod';
import { VERIFICATION_TIERS, type PlayerVerification } from '../verification';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

const Tier = z.union(VERIFICATION_TIERS.map((tier) => z.literal(tier)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

export const PlayerVerificationSchema = schemaOf<PlayerVerification>()(
  z.object({
    tier: Tier,
    required: z.object({ stake: Tier, deposit: Tier, withdraw: Tier }),
    jurisdiction: z.string(),
    sdkToken: z.string().optional(),
  }),
);

export const verificationEndpoints = defineEndpoints({
  /** The tier, what each action needs, and a Web SDK token when the player is below it and a provider is configured. */
  'GET /player/verification': { response: { 200: data(PlayerVerificationSchema) }, errors: [] },
});
