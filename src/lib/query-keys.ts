/**
 * Every query key of the app, from one factory, so invalidation after an order, a withdraw or a
 * stream event names exactly what it refreshes (and the persisted cache can pick what to keep).
 */
export const queryKeys = {
  me: () => ['user', 'me'] as const,
  circles: () => ['user-ref-circle'] as const,
  history: () => ['game', 'history'] as const,
  liveWins: () => ['game', 'live-wins'] as const,
  seed: () => ['game', 'seed'] as const,
  rules: () => ['game', 'rules'] as const,
  orders: () => ['game', 'order'] as const,
  order: (orderId: string) => ['game', 'order', orderId] as const,
  /** The wallet screen: its summary and its statement pages (one prefix refreshes both). */
  wallet: () => ['wallet'] as const,
  /** Limits, time-out and self-exclusion (home's break notice). */
  protection: () => ['player', 'protection'] as const,
};

/** Mutations other parts of the app watch (the install offer waits for a win). */
export const mutationKeys = {
  placeOrder: () => ['game', 'orders', 'place'] as const,
};
