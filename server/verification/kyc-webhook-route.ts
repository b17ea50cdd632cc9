/**
 * POST /kyc/webhook: the provider's review of an applicant (docs/compliance.md, "The provider"),
 * as Sumsub sends it. X-Payload-Digest is the hex HMAC-SHA256 of the raw body with
 * KYC_WEBHOOK_SECRET, checked before the body is parsed: a wrong or missing digest is a 401 and
 * changes nothing. The same webhook delivered twice (same digest) moves the tier once. Anything
 * that is not a review we act on is answered 200, so the provider does not send it again.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { findUserByTelegramId } from '../users/user-repository';
import type { KycConfig } from '../compliance/kyc-config';
import { payloadDigest } from '../compliance/kyc-provider';
import { recordProviderReview } from './verification-repository';

export const KYC_WEBHOOK_PATH = '/kyc/webhook';
const BODY_LIMIT = 64 * 1024;

const Review = z.looseObject({
  type: z.literal('applicantReviewed'),
  applicantId: z.string().min(1).max(128),
  externalUserId: z.string().regex(/^[1-9][0-9]{0,15}$/),
  levelName: z.string().min(1).max(128),
  reviewResult: z.looseObject({ reviewAnswer: z.enum(['GREEN', 'RED']) }),
});

function digestMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

function levelTier(kyc: KycConfig, levelName: string): 1 | 2 | null {
  if (levelName === kyc.levels[2]) return 2;
  if (levelName === kyc.levels[1]) return 1;
  return null;
}

export async function kycWebhookRoute(app: FastifyInstance, { kyc, db, clock, ready }: { kyc: KycConfig; db: Db; clock: () => Date; ready: () => Promise<void> }): Promise<void> {
  // The digest is over the bytes as sent: this scope keeps the raw body instead of parsing it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.route({
    method: 'POST',
    url: KYC_WEBHOOK_PATH,
    bodyLimit: BODY_LIMIT,
    onRequest: async () => ready(),
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const expected = payloadDigest(kyc.webhookSecret, raw);
      if (!digestMatches(request.headers['x-payload-digest'], expected)) {
        throw new ApiError(401, 'webhook_unauthorized', 'The X-Payload-Digest header is missing or wrong');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new ApiError(400, 'malformed_json', 'The body is not JSON');
      }
      const review = Review.safeParse(json);
      if (!review.success) return { ok: true, ignored: 'not an applicant review' };
      const player = await findUserByTelegramId(db, Number(review.data.externalUserId));
      if (!player) return { ok: true, ignored: 'unknown player' };
      const outcome = await recordProviderReview(db, {
        userId: player.id,
        applicantId: review.data.applicantId,
        levelName: review.data.levelName,
        answer: review.data.reviewResult.reviewAnswer,
        levelTier: levelTier(kyc, review.data.levelName),
        digest: expected,
        at: clock(),
      });
      if (outcome.status === 'recorded') request.log.info({ userId: player.id, tierBefore: outcome.tierBefore, tierAfter: outcome.tierAfter }, 'verification review recorded');
      return { ok: true };
    },
  });
}
