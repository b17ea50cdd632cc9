/** Messages of the event stream (docs/product.md section 3 and 7, docs/event-channel.md). */
import type { LiveWin } from './api-types';
import type { GameResult } from './games';

export interface NewGameEvent {
  type: 'new_game';
  /** `option` stays a string: a newer server's option is still shown, as sent (app/events). */
  data: { result: GameResult; orderId: string; option: string };
}
export interface NewWithdrawEvent {
  type: 'new_withdraw';
  /** wallet: on its way to the bound wallet (processing); balance: already credited to the game balance. */
  data: { payout: string; destination: 'wallet' | 'balance' };
}
/** A USDT deposit credited to the player's balance (server/payments/deposit-watcher.ts). */
export interface NewDepositEvent {
  type: 'new_deposit';
  data: { amount: string };
}
/** A withdrawal moved on (server/withdrawals): pending, awaiting_approval, sending, sent, failed_refunded, rejected_refunded. */
export interface WithdrawalUpdateEvent {
  type: 'withdrawal_update';
  data: { id: string; status: string; txHash: string | null };
}
export interface LiveWinEvent {
  type: 'live_win';
  data: LiveWin;
}
export type StreamEvent = NewGameEvent | NewWithdrawEvent | NewDepositEvent | WithdrawalUpdateEvent | LiveWinEvent;
export const STREAM_EVENT_TYPES = ['new_game', 'new_withdraw', 'new_deposit', 'withdrawal_update', 'live_win'] as const;

export const SSE_PATH = '/api/v1/notifications/sse';
export const SSE_RETRY_MS = 3000;
