import type { PlacedOrder } from '../../contract/api-types';

/**
 * The latest tap on Place order, which the result area shows: on its way, its
 * result, or its failure. Never an earlier order's result beside a later attempt.
 */
export type OrderAttempt =
  | { state: 'placing' }
  | { state: 'placed'; placed: PlacedOrder }
  /** `final`: a refusal that the same bet would only meet again (a limit, a break): no Try again. */
  | { state: 'failed'; message: string; final?: 'protection' | 'balance' };
