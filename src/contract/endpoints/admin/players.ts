/** Players: search, one player's whole picture, and support's notes on them. */
import { z } from 'zod';
import { STATEMENT_KINDS, type AdminNote, type AdminPlayerDetail, type AdminPlayerRow } from '../../admin-players';
import { LANGUAGE_CODES } from '../../languages';
import { defineEndpoints, schemaOf } from '../endpoint';
import { data } from '../envelope';
import { OrderDetailsSchema } from '../game';
import { ProtectionViewSchema } from '../protection';
import { RefCircleSchema } from '../referrals';
import { BLOCKED_ACTIONS, JURISDICTION_SIGNAL_KINDS, REVIEW_ANSWERS, VERIFICATION_SOURCES } from '../../verification';
import { DepositSchema, FlagClearanceSchema, IdParams, OperatorRefSchema, WithdrawalRowSchema } from './parts';

/** A Telegram id or internal id, a username (with or without @), a name or a ref code. */
const SearchQuery = z.object({ q: z.string().trim().min(1).max(64).refine((q) => q.replace(/^@/, '') !== '', 'must name an id, a username or a ref code') });
/** 1-2000 characters after trimming. */
export const NoteBody = z.object({ text: z.string().trim().min(1).max(2000) });

const rowFields = {
  id: z.number(),
  telegramId: z.number(),
  name: z.string(),
  username: z.string().nullable(),
  refCode: z.string(),
  balance: z.string(),
  createdAt: z.string(),
};
const PlayerRow = schemaOf<AdminPlayerRow>()(z.object(rowFields));
const Note = schemaOf<AdminNote>()(z.object({ id: z.number(), at: z.string(), operator: OperatorRefSchema, text: z.string() }));
const PlayerDetail = schemaOf<AdminPlayerDetail>()(
  z.object({
    player: z.object({ ...rowFields, languageCode: z.enum(LANGUAGE_CODES), depositMemo: z.string(), boundAddress: z.string().nullable() }),
    balance: z.string(),
    statement: z.array(
      z.object({ id: z.number(), kind: z.enum(STATEMENT_KINDS), amount: z.string(), reference: z.string(), createdAt: z.string(), txHash: z.string().nullable() }),
    ),
    orders: z.array(OrderDetailsSchema),
    deposits: z.array(DepositSchema),
    withdrawals: z.array(WithdrawalRowSchema),
    referrals: z.object({
      referrer: z.object({ id: z.number(), name: z.string() }).nullable(),
      invited: z.array(z.object({ id: z.number(), name: z.string(), joinedAt: z.string() })),
      circles: z.array(RefCircleSchema),
    }),
    protection: ProtectionViewSchema.omit({ session: true, currentTermsVersion: true }),
    notes: z.array(Note),
    verification: z.object({
      tier: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      signals: z.object({ ip: z.string().nullable(), residence: z.string().nullable(), phone: z.string().nullable(), flagged: z.boolean() }),
      history: z.array(
        z.object({
          source: z.enum(VERIFICATION_SOURCES),
          tierBefore: z.number(),
          tierAfter: z.number(),
          answer: z.enum(REVIEW_ANSWERS).nullable(),
          levelName: z.string().nullable(),
          at: z.string(),
        }),
      ),
      signalLog: z.array(z.object({ kind: z.enum(JURISDICTION_SIGNAL_KINDS), country: z.string(), at: z.string() })),
      disagreements: z.array(
        z.object({ countries: z.array(z.string()), ip: z.string().nullable(), residence: z.string().nullable(), phone: z.string().nullable(), at: z.string(), cleared: FlagClearanceSchema.nullable() }),
      ),
      blocked: z.array(z.object({ country: z.string(), action: z.enum(BLOCKED_ACTIONS), at: z.string(), cleared: FlagClearanceSchema.nullable() })),
    }),
  }),
);

export const adminPlayerEndpoints = defineEndpoints({
  /** At most 50 rows. */
  'GET /players': { query: SearchQuery, response: { 200: data(z.array(PlayerRow)) }, errors: [] },
  'GET /players/:id': { params: IdParams, response: { 200: data(PlayerDetail) }, errors: ['player_not_found'] },
  'GET /players/:id/notes': { params: IdParams, response: { 200: data(z.array(Note)) }, errors: [] },
  'POST /players/:id/notes': { params: IdParams, body: NoteBody, response: { 201: data(Note) }, errors: ['player_not_found'] },
});
