/** Orders placed "elsewhere": straight to the real API from the test, as a Telegram user. */
import { randomUUID } from 'node:crypto';
import { tmaAuthorization, type InitDataUser } from '../../server/auth/sign-init-data';
import type { HistoryEntry, PlaceOrderBody } from '../../src/contract/api-types';
import { signedInitData } from './launch';

export const ODD: PlaceOrderBody = { game: 'odd_even', option: 'odd', amount: '0.1' };

export async function placeOrder(serverUrl: string, user: InitDataUser, body: PlaceOrderBody = ODD): Promise<HistoryEntry> {
  const response = await fetch(new URL('api/v1/game/orders', serverUrl), {
    method: 'POST',
    headers: { Authorization: tmaAuthorization(signedInitData(user)), 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: HistoryEntry }).data;
}
