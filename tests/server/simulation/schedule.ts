/**
 * What one simulation run does, as fast-check generates it from a seed (docs/payments.md, The
 * simulation): players' deposits and withdrawal requests, the deposit watcher's polls and the
 * payout workers' steps, and the faults between them.
 */
import * as fc from 'fast-check';
import type { SendFault } from '../helpers/toncenter-faults';

/** Where a payout worker dies: at one of its hooks (a crash there), or inside a send it never hears back from. */
export type KillPoint = 'beforeSigning' | 'afterStoring' | 'afterSending' | 'beforeConfirming' | 'inSend';

/** The hot wallet's TON: plenty, below the floor (nothing is signed), or too little to pay a send it takes. */
export type Gas = 'plenty' | 'below-floor' | 'drained';

export type Action =
  | { kind: 'deposit'; player: number; units: number }
  | { kind: 'withdraw'; player: number; units: number }
  /** One poll of a deposit watcher, or of two at once. */
  | { kind: 'watch'; both: boolean }
  /** One step of payout worker 0 or 1, or of both at once. */
  | { kind: 'work'; worker: 0 | 1 | 'both' }
  /** One step of a worker that dies at `at`; a fresh worker takes its place on the same database. */
  | { kind: 'kill'; worker: 0 | 1; at: KillPoint }
  | { kind: 'time'; seconds: number }
  /** The indexer lags (holds back all it has not indexed yet) for the next `actions` actions, then catches up. */
  | { kind: 'lag'; actions: number }
  /** The indexer and its liteservers are down (every answer dropped) for the next `actions` actions. */
  | { kind: 'down'; actions: number }
  | { kind: 'pages'; repeat: boolean; reorder: boolean }
  | { kind: 'send'; fault: Exclude<SendFault, 'hang'> }
  /** A message from the hot wallet that is not the worker's (a batch with a query_id of its own). */
  | { kind: 'foreign' }
  | { kind: 'gas'; level: Gas }
  | { kind: 'bounce'; on: boolean };

export const PLAYERS = 3;

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
/** Whole USDT in micro-USDT, 1 to 40: a run moves small sums, limits never bind. */
const units = fc.integer({ min: 1, max: 40 }).map((usdt) => usdt * 1_000_000);

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, units }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player, units }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('watch' as const), both: fc.boolean() }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('work' as const), worker: fc.constantFrom(0 as const, 1 as const, 'both' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('kill' as const), worker: fc.constantFrom(0 as const, 1 as const), at: fc.constantFrom<KillPoint>('beforeSigning', 'afterStoring', 'afterSending', 'beforeConfirming', 'inSend') }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('time' as const), seconds: fc.constantFrom(1, 20, 61, 130, 190, 190, 700) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('lag' as const), actions: fc.integer({ min: 2, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('down' as const), actions: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pages' as const), repeat: fc.boolean(), reorder: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), fault: fc.constantFrom<Exclude<SendFault, 'hang'>>('refused', 'lost', 'timeout-after', 'silent', 'drained') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('foreign' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gas' as const), level: fc.constantFrom<Gas>('plenty', 'below-floor', 'drained') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bounce' as const), on: fc.boolean() }) },
);

/** A run: up to `max` actions (then the simulation heals the faults and lets everything settle). */
export const schedule = (max: number) => fc.array(action, { minLength: 1, maxLength: max, size: 'max' });
