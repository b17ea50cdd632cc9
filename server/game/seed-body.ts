import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from '../../src/contract/fairness';

/** POST /game/seed/rotate: an optional client seed for the next seed (random when absent). */
export const RotateSeedBody = z
  .object({
    clientSeed: z
      .string()
      .regex(CLIENT_SEED_PATTERN, 'must be 1-64 visible ASCII characters without spaces or ":"')
      .optional(),
  })
  .strict()
  // No body at all (Fastify hands the schema null) rotates with a random client seed.
  .nullish();

/** GET /game/orders/{orderId}: a positive integer id. */
export const OrderParams = z.object({
  orderId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be an order id').transform(Number),
});
