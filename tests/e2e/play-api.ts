/**
 * Test setup through the real API: a fresh Telegram user per test (so tests never share a
 * balance or a history), and orders placed with fetch, which is far faster than the UI. initData
 * is signed with the server's own helper, as telegram-host.ts does for the page.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { tmaAuthorization } from '../../server/auth/sign-init-data';
import type { PlaceOrderBody } from '../../src/contract/api-types';
import { signedInitData } from './telegram-host';

let counter = 0;

/** A Telegram user no other test (or earlier run on the same database) has used. */
export function freshUser(firstName = 'Play'): InitDataUser {
  counter += 1;
  const id = 800_000_000 + ((Date.now() % 100_000_000) * 10 + counter) % 1_000_000_000;
  return { id, first_name: firstName, last_name: 'Tester', language_code: 'en' };
}

export function authHeader(user: InitDataUser): string {
  return tmaAuthorization(signedInitData({ user }));
}

export const ODD: PlaceOrderBody = { game: 'odd_even', option: 'odd', amount: '0.1' };

/** One order; waits out the per-player rate limit (429 + Retry-After) with the same key. */
export async function placeOrder(request: APIRequestContext, user: InitDataUser, body: PlaceOrderBody = ODD) {
  const key = randomUUID();
  for (;;) {
    const response = await request.post('/api/v1/game/orders', {
      headers: { Authorization: authHeader(user), 'Idempotency-Key': key },
      data: body,
    });
    if (response.status() === 429) {
      const seconds = Number(response.headers()['retry-after'] ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
      continue;
    }
    if (!response.ok()) throw new Error(`order failed: ${response.status()} ${await response.text()}`);
    return (await response.json()).data as { result: 'win' | 'loss' };
  }
}

/** `count` orders, the first alone (it creates the player and credits the demo balance). */
export async function placeOrders(request: APIRequestContext, user: InitDataUser, count: number): Promise<void> {
  await placeOrder(request, user);
  for (let done = 1; done < count; done += 10) {
    const batch = Math.min(10, count - done);
    await Promise.all(Array.from({ length: batch }, () => placeOrder(request, user)));
  }
}

export async function historyPage(request: APIRequestContext, user: InitDataUser, page = 1) {
  const response = await request.get(`/api/v1/game/history?page=${page}`, { headers: { Authorization: authHeader(user) } });
  return (await response.json()) as { data: unknown[]; hasNext: boolean };
}
