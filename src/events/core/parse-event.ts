/**
 * Checks the `data:` of a stream message against the event shapes of src/contract/events.ts. The
 * stream is a network input: anything else (not JSON, an unknown type, a missing or mistyped
 * field) is null, and the caller skips it with a warning instead of letting it break a consumer.
 */
import type { LiveWin } from '../../contract/api-types';
import type { StreamEvent } from '../../contract/events';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const allStrings = (data: Fields, keys: readonly string[]) => keys.every((key) => typeof data[key] === 'string');

const LIVE_WIN_FIELDS = ['id', 'name', 'game', 'option', 'payout', 'createdAt'] as const satisfies readonly (keyof LiveWin)[];

export function parseStreamEvent(text: string): StreamEvent | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(message) || !isObject(message.data)) return null;
  const data = message.data;
  switch (message.type) {
    case 'new_game':
      if ((data.result !== 'win' && data.result !== 'loss') || !allStrings(data, ['orderId', 'option'])) return null;
      return { type: 'new_game', data: { result: data.result, orderId: data.orderId as string, option: data.option as string } };
    case 'new_withdraw':
      // An older server names no destination: it credited the balance.
      return allStrings(data, ['payout']) ? { type: 'new_withdraw', data: { payout: data.payout as string, destination: data.destination === 'wallet' ? 'wallet' : 'balance' } } : null;
    case 'new_deposit':
      return allStrings(data, ['amount']) ? { type: 'new_deposit', data: { amount: data.amount as string } } : null;
    case 'withdrawal_update':
      if (!allStrings(data, ['id', 'status']) || (data.txHash !== null && typeof data.txHash !== 'string')) return null;
      return { type: 'withdrawal_update', data: { id: data.id as string, status: data.status as string, txHash: data.txHash as string | null } };
    case 'live_win':
      return allStrings(data, LIVE_WIN_FIELDS) ? { type: 'live_win', data: data as unknown as LiveWin } : null;
    default:
      return null;
  }
}
