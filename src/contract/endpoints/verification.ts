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
    sdkUrl: z.string().optional(),
  }),
);

export const ResidenceBody = z.strictObject({ country: z.string().regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 country code').transform((code) => code.toUpperCase()) });

export const verificationEndpoints = defineEndpoints({
  /** The tier, what each action needs, and a Web SDK token when the player is below it and a provider is configured. */
  'GET /player/verification': { response: { 200: data(PlayerVerificationSchema) }, errors: [] },
  /** The country the player declares they live in (ISO 3166 alpha-2): recorded as a signal; answers the verification view. */
  'POST /player/residence': { body: ResidenceBody, response: { 200: data(PlayerVerificationSchema) }, errors: [] },
});
