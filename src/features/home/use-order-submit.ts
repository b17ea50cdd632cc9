import { useRef } from 'react';
import type { PlaceOrderBody } from '../../contract/api-types';
import { isApiError } from '../../lib/api-error';
import { createAttemptKeys, type AttemptKeys } from '../../lib/idempotency';
import { usePlaceOrder } from './api/place-order';
import { orderFailureMessage } from './failure-message';
import type { OrderAttempt } from './order-attempt';

/**
 * A rejection (4xx) is a definite answer: sending the same key again would only replay it. A lost
 * connection, a 5xx, a timeout or a rate limit leaves the order's fate open, so a retry of the
 * same bet reuses the key and can never place it twice.
 */
/** Refusals the same bet would meet again: the way forward is the limits or the wallet, not a retry. */
function finalRefusal(error: unknown): 'protection' | 'balance' | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'limit_reached' || error.code === 'timed_out' || error.code === 'self_excluded') return 'protection';
  return error.code === 'insufficient_balance' ? 'balance' : undefined;
}

/**
 * Places orders: one Idempotency-Key per attempt, one order per tap. `onAttempt` hears each
 * attempt start and how it ended (the result area shows it; its live region empties meanwhile, so
 * the next is heard).
 */
export function useOrderSubmit(onAttempt: (attempt: OrderAttempt) => void) {
  const mutation = usePlaceOrder();
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  // The disabled button only takes effect after a render; a double tap arrives before that.
  const inFlight = useRef(false);

  async function submit(body: PlaceOrderBody): Promise<void> {
    const attemptKeys = keys.current;
    if (inFlight.current || !attemptKeys) return;
    inFlight.current = true;
    onAttempt({ state: 'placing' });
    try {
      const placed = await attemptKeys.send(JSON.stringify(body), (idempotencyKey) => mutation.mutateAsync({ body, idempotencyKey }));
      onAttempt({ state: 'placed', placed });
    } catch (error) {
      // Shown at the button (OrderResult), not toasted (place-order.ts: errorInline).
      onAttempt({ state: 'failed', message: await orderFailureMessage(error), final: finalRefusal(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return { submit, pending: mutation.isPending };
}
