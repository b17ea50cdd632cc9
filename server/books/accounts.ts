/** The books' accounts (docs/payments.md): one per player, and the house's five. */
export type HouseAccount =
  | 'house:bankroll'
  | 'house:deposits'
  | 'house:withdrawals_in_flight'
  | 'house:referral_expense'
  | 'house:demo';

export type PlayerAccount = `player:${number}`;
export type Account = HouseAccount | PlayerAccount;

export const HOUSE_ACCOUNTS: readonly HouseAccount[] = [
  'house:bankroll',
  'house:deposits',
  'house:withdrawals_in_flight',
  'house:referral_expense',
  'house:demo',
];

export function playerAccount(userId: number): PlayerAccount {
  return `player:${userId}`;
}

import type { TransferReason } from '../../src/contract/money-records';

export type { TransferReason };
