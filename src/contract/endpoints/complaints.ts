/** A player's complaints (docs/back-office.md, "Complaints"): file one, read them with their answers. */
import { z } from 'zod';
import { COMPLAINT_KINDS, COMPLAINT_STATUSES, COMPLAINT_TEXT_MAX, type PlayerComplaint } from '../complaints';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

/** An id as a number, or as the string the API hands out for it ("12"). */
const PositiveId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a positive id').transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER)),
]);

export const ComplaintBody = z.strictObject({
  kind: z.enum(COMPLAINT_KINDS),
  /** What happened, in the player's words: 1-4000 characters after trimming. */
  text: z.string().trim().min(1).max(COMPLAINT_TEXT_MAX),
  orderId: PositiveId.optional(),
  /** A deposit is named by its transaction hash, as the wallet's transactions list shows it. */
  depositId: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be the deposit’s transaction hash (64 hex digits)').optional(),
  withdrawalId: PositiveId.optional(),
}).refine((b) => [b.orderId, b.depositId, b.withdrawalId].filter((v) => v !== undefined).length <= 1, { message: 'point at one order, deposit or withdrawal at most' });

export const ComplaintMessageSchema = z.object({ from: z.enum(['player', 'operator']), text: z.string(), at: z.string() });

export const PlayerComplaintSchema = schemaOf<PlayerComplaint>()(
  z.object({
    id: z.number(),
    kind: z.enum(COMPLAINT_KINDS),
    status: z.enum(COMPLAINT_STATUSES),
    createdAt: z.string(),
    deadlineAt: z.string(),
    messages: z.array(ComplaintMessageSchema),
  }),
);

export const complaintEndpoints = defineEndpoints({
  /** 201 with the deadline the operator must answer by. */
  'POST /player/complaints': { body: ComplaintBody, response: { 201: data(z.object({ id: z.number(), deadlineAt: z.string() })) }, errors: ['order_not_found', 'not_found'] },
  /** Newest first, each with its messages in order. */
  'GET /player/complaints': { response: { 200: data(z.array(PlayerComplaintSchema)) }, errors: [] },
});
