/** The game: history, orders, live wins, the rules table and provable fairness (docs/api.md, docs/fairness.md). */
import { z } from 'zod';
import type { HistoryEntry, HistoryPage, LiveWin, OrderDetails, PlacedOrderResponse, SeedCommitment, SeedRotation } from '../api-types';
import { HISTORY_MAX_PAGES } from '../constants';
import { CLIENT_SEED_PATTERN, FAIRNESS_VERSIONS } from '../fairness';
import type { GameRulesResponse } from '../game-rules';
import { BET_OPTIONS, GAMES, MAX_STAKE_MICRO, MIN_STAKE_MICRO, isOptionOf, type BetOption } from '../games';
import { formatUsdt, parseUsdt } from '../money';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';

const STAKE_RANGE = `between ${formatUsdt(MIN_STAKE_MICRO)} and ${formatUsdt(MAX_STAKE_MICRO)} USDT`;
const Game = z.enum(GAMES);
const Option = z.enum(BET_OPTIONS as [BetOption, ...BetOption[]]);

/**
 * The stake as a decimal string ("1.5", "12.500000"); a JSON number is read through its shortest
 * decimal spelling, so 1.5 and "1.5" are the same stake. Never a float in arithmetic.
 */
const Stake = z.union([z.string().max(32), z.number()]).transform((value, ctx) => {
  const micro = parseUsdt(String(value));
  if (micro === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a positive decimal USDT amount with at most 6 decimals, like "1.5"' });
    return z.NEVER;
  }
  if (micro < MIN_STAKE_MICRO || micro > MAX_STAKE_MICRO) {
    ctx.addIssue({ code: 'custom', message: `must be ${STAKE_RANGE}` });
    return z.NEVER;
  }
  return micro;
});

/** POST /game/orders: which game, which option (of that game), the stake, and lucky_number's number. */
export const PlaceOrderBody = z
  .object({ game: Game, option: Option, amount: Stake, number: z.number().int().min(0).max(9).optional() })
  .superRefine((bet, ctx) => {
    if (!isOptionOf(bet.game, bet.option)) ctx.addIssue({ code: 'custom', path: ['option'], message: `is not an option of ${bet.game}` });
    if (bet.game === 'lucky_number' && bet.number === undefined) ctx.addIssue({ code: 'custom', path: ['number'], message: 'is required for lucky_number (0-9)' });
    if (bet.game !== 'lucky_number' && bet.number !== undefined) ctx.addIssue({ code: 'custom', path: ['number'], message: 'is only allowed for lucky_number' });
  });

/** One key per attempt: a retry with the same key gets the first answer (docs/api.md). */
export const IdempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(1).max(128) });

/** POST /game/seed/rotate: an optional client seed for the next seed (random when absent). */
export const RotateSeedBody = z
  .object({ clientSeed: z.string().regex(CLIENT_SEED_PATTERN, 'must be 1-64 visible ASCII characters without spaces or ":"').optional() })
  .strict()
  // No body at all (Fastify hands the schema null) rotates with a random client seed.
  .nullish();

/** GET /game/orders/:orderId: a positive integer id. */
export const OrderParams = z.object({ orderId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be an order id').transform(Number) });

/** Pages 1 to 5 (the spec's maximum); anything else is a 400, not an empty page. */
const HistoryQuery = z.object({ page: z.coerce.number<number>().int().min(1).max(HISTORY_MAX_PAGES).default(1) });

const historyFields = {
  orderId: z.string(),
  game: Game,
  option: Option,
  number: z.number().optional(),
  amount: z.string(),
  result: z.enum(['win', 'loss']),
  payout: z.string(),
  outcome: z.number(),
  seedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  createdAt: z.string(),
};
const HistoryEntrySchema = schemaOf<HistoryEntry>()(z.object(historyFields));
/** An order with its fairness fields (the back office's player view shows them too). */
export const OrderDetailsSchema = schemaOf<OrderDetails>()(
  z.object({ ...historyFields, fairnessVersion: z.literal(FAIRNESS_VERSIONS), serverSeed: z.string().nullable() }),
);
const commitmentFields = { seedHash: z.string(), nextSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() };
const SeedCommitmentSchema = schemaOf<SeedCommitment>()(z.object(commitmentFields));
const SeedRotationSchema = schemaOf<SeedRotation>()(
  z.object({ ...commitmentFields, previousSeed: z.string(), previousSeedHash: z.string(), previousClientSeed: z.string() }),
);
const PlacedOrderSchema = schemaOf<PlacedOrderResponse>()(z.object({ data: HistoryEntrySchema, balance: z.string() }));
const LiveWinSchema = schemaOf<LiveWin>()(
  z.object({ id: z.string(), name: z.string(), game: Game, option: Option, payout: z.string(), createdAt: z.string() }),
);
const RulesSchema = schemaOf<GameRulesResponse>()(
  z.object({
    stake: z.object({ min: z.string(), max: z.string() }),
    games: z.array(
      z.object({
        game: Game,
        draw: z.object({ min: z.number(), max: z.number() }),
        multiplier: z.string(),
        payoutBps: z.number(),
        options: z.array(z.object({ option: Option, wins: z.union([z.array(z.number()), z.literal('number')]) })),
      }),
    ),
  }),
);

export const gameEndpoints = defineEndpoints({
  'GET /game/history': {
    query: HistoryQuery,
    response: { 200: schemaOf<HistoryPage>()(z.object({ data: z.array(HistoryEntrySchema), page: z.number(), hasNext: z.boolean() })) },
    errors: [],
  },
  /** 201 a new order; 200 the same order again for a repeated Idempotency-Key. */
  'POST /game/orders': {
    body: PlaceOrderBody,
    headers: IdempotencyHeaders,
    response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema },
    errors: ['insufficient_balance', 'idempotency_key_reused', 'limit_reached', 'timed_out', 'self_excluded', 'order_too_soon', 'verification_required'],
  },
  'GET /game/live-wins': { response: { 200: data(z.array(LiveWinSchema)) }, errors: [] },
  'GET /game/rules': { response: { 200: data(RulesSchema) }, errors: [] },
  'GET /game/seed': { response: { 200: data(SeedCommitmentSchema) }, errors: [] },
  'POST /game/seed/rotate': { body: RotateSeedBody, response: { 200: data(SeedRotationSchema) }, errors: [] },
  'GET /game/orders/:orderId': { params: OrderParams, response: { 200: data(OrderDetailsSchema) }, errors: ['order_not_found'] },
});
