/** The complaints queue (docs/back-office.md, "Complaints"): read, assign, reply, move, and the evidence pack. */
import { z } from 'zod';
import { COMPLAINT_REPLY_MAX, COMPLAINT_SOURCES, COMPLAINT_STATUSES, type AdminComplaint } from '../../complaints';
import { PlayerComplaintSchema } from '../complaints';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { IdParams } from './parts';

const AdminComplaintSchema = schemaOf<AdminComplaint>()(
  // The player's view of it, and who filed it, from where and about what.
  PlayerComplaintSchema.extend({
    player: z.object({ id: z.number(), telegramId: z.number(), name: z.string(), username: z.string().nullable() }),
    source: z.enum(COMPLAINT_SOURCES),
    orderId: z.number().nullable(),
    depositTxHash: z.string().nullable(),
    withdrawalId: z.number().nullable(),
    assignedTo: z.number().nullable(),
    overdue: z.boolean(),
  }),
);
const One = data(AdminComplaintSchema);

export const adminComplaintEndpoints = defineEndpoints({
  /** Waiting ones (open, escalated) first, nearest deadline first. */
  'GET /complaints': { query: z.object({ status: z.enum(COMPLAINT_STATUSES).optional() }), response: { 200: data(z.array(AdminComplaintSchema)) }, errors: [] },
  'GET /complaints/:id': { params: IdParams, response: { 200: One }, errors: ['complaint_not_found'] },
  /** Takes the complaint: the operator's Telegram id becomes its assignee. */
  'POST /complaints/:id/assign': { params: IdParams, response: { 200: One }, errors: ['complaint_not_found'] },
  /** The answer reaches the player in the app and through the bot; an open or escalated complaint becomes answered. */
  'POST /complaints/:id/reply': { params: IdParams, body: z.strictObject({ text: z.string().trim().min(1).max(COMPLAINT_REPLY_MAX) }), response: { 200: One }, errors: ['complaint_not_found', 'complaint_transition'] },
  /** A move the transition table allows (escalated: sent to ADR); 409 complaint_transition otherwise. */
  'POST /complaints/:id/status': { params: IdParams, body: z.strictObject({ status: z.enum(COMPLAINT_STATUSES) }), response: { 200: One }, errors: ['complaint_not_found', 'complaint_transition'] },
  /** application/zip: the statement, the orders with their seeds and recomputation, chain transactions, audit entries, manifest.json. */
  'GET /complaints/:id/evidence': { params: IdParams, response: { 200: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }, errors: ['complaint_not_found'] },
});
