/**
 * The time-out of a test whose orders go through the instance's OrderBatcher
 * (server/game/order-batcher.ts): each order here ends in well under a second, so an order that
 * never gets its answer (a batcher that loses a slot, a player or its schedule) fails its test
 * within this bound instead of hanging it into the mutation run's time-out
 * (docs/mutation-testing.md, "Making a mutant cheap").
 */
export const ORDERS_ANSWERED = { timeout: 8_000 };
