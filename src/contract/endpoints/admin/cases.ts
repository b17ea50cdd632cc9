/** Markers-of-harm cases (docs/back-office.md, "Markers of harm"): the queue and its interaction log. */
import { z } from 'zod';
import { HARM_CASE_ACTIONS, HARM_CASE_STATUSES, HARM_MARKERS, type HarmCase } from '../../harm-markers';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { IdParams } from './parts';

const CaseSchema = schemaOf<HarmCase>()(
  z.object({
    id: z.number(),
    player: z.object({ id: z.number(), telegramId: z.number(), name: z.string(), username: z.string().nullable() }),
    marker: z.enum(HARM_MARKERS),
    status: z.enum(HARM_CASE_STATUSES),
    details: z.record(z.string(), z.number()),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    log: z.array(z.object({ operator: z.number(), action: z.enum(HARM_CASE_ACTIONS), text: z.string(), at: z.string() })),
  }),
);

const LogText = z.string().trim().min(1).max(2000);

export const adminCaseEndpoints = defineEndpoints({
  /** Open ones first, newest first. */
  'GET /cases': { query: z.object({ status: z.enum(HARM_CASE_STATUSES).optional() }), response: { 200: data(z.array(CaseSchema)) }, errors: [] },
  /** What the operator did: a note, or a contact with the player. */
  'POST /cases/:id/log': { params: IdParams, body: z.strictObject({ action: z.enum(['note', 'contacted']), text: LogText }), response: { 200: data(CaseSchema) }, errors: ['case_not_found', 'case_closed'] },
  /** Closes it with the operator's reason; the marker opens a new case if it is crossed again. */
  'POST /cases/:id/close': { params: IdParams, body: z.strictObject({ text: LogText }), response: { 200: data(CaseSchema) }, errors: ['case_not_found', 'case_closed'] },
});
