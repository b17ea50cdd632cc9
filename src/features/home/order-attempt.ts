import type { PlacedOrder } from '../../contract/api-types';

/**
 * The latest tap on Place order, which the result area shows (issue 34 item 5): on its way, its
 * result, or its failure. Never an earlier order's result beside a later attempt.
 */
export type OrderAttempt = { state: 'placing' } | { state: 'placed'; placed: PlacedOrder } | { state: 'failed'; message: string };
