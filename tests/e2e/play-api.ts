/**
 * Test setup through the real API: a fresh Telegram user per test (so tests never share a
 * balance or a history), and orders placed with fetch, which is far faster than the UI. initData
 * is signed by server/dev/scripted-player.ts, as telegram-host.ts does for the page.
 */
import type { APIRequestContext } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { authHeader, freshUser, ODD, placeOrdersWith, placeOrderWith } from '../../server/dev/scripted-player';
import type { PlaceOrderBody } from '../../src/contract/api-types';

export { authHeader, freshUser, ODD };

/** One order through the test's request context; waits out the rate limit with the same key. */
export function placeOrder(request: APIRequestContext, user: InitDataUser, body: PlaceOrderBody = ODD) {
  return placeOrderWith(async (headers) => {
    const response = await request.post('/api/v1/game/orders', { headers, data: body });
    return { status: response.status(), retryAfter: response.headers()['retry-after'] ?? null, body: () => response.text() };
  }, user);
}

/** `count` orders, the first alone (it creates the player and credits the demo balance). */
export function placeOrders(request: APIRequestContext, user: InitDataUser, count: number): Promise<void> {
  return placeOrdersWith(() => placeOrder(request, user), count);
}

export async function historyPage(request: APIRequestContext, user: InitDataUser, page = 1) {
  const response = await request.get(`/api/v1/game/history?page=${page}`, { headers: { Authorization: authHeader(user) } });
  return (await response.json()) as { data: unknown[]; hasNext: boolean };
}
