/** Referrals (docs/referrals.md): the weekly circles, a circle's withdrawal, and the invite card to share. */
import { z } from 'zod';
import type { PreparedMessage, RefCircle, RefCirclesResponse, WithdrawResult } from '../api-types';
import { LANGUAGE_CODES } from '../languages';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

/** One weekly circle (the back office's player view lists them too). */
export const RefCircleSchema = schemaOf<RefCircle>()(z.object({ circleId: z.number(), earnFromChild: z.string(), isWithdrawn: z.boolean(), referrals: z.number() }));

const RefCircles = schemaOf<RefCirclesResponse>()(
  z.object({
    data: z.array(RefCircleSchema),
    referralCount: z.number(),
  }),
);

const Withdrawn = schemaOf<WithdrawResult>()(
  z.object({ circleId: z.number(), payout: z.string(), destination: z.enum(['wallet', 'balance']).optional() }),
);

/** Only the language: any other field (a text, a button label) is refused, not ignored. */
export const PreparedMessageBody = z.object({ language: z.enum(LANGUAGE_CODES) }).strict();

export const referralEndpoints = defineEndpoints({
  'GET /user-ref-circle': { response: { 200: RefCircles }, errors: [] },
  'POST /user-ref-circle/:circleId/withdraw': {
    params: z.object({ circleId: z.coerce.number<number>().int().min(0).max(2 ** 31 - 1) }),
    response: { 200: data(Withdrawn) },
    errors: ['circle_not_found', 'already_withdrawn', 'nothing_to_withdraw', 'circle_not_finished'],
  },
  /** The server writes the card from its own templates and asks the Bot API for a prepared message. */
  'POST /referral/prepared-message': {
    body: PreparedMessageBody,
    response: { 200: data(schemaOf<PreparedMessage>()(z.object({ id: z.string(), expiresAt: z.string() }))) },
    errors: ['bot_api_failed'],
  },
});
