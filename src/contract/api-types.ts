/** Shapes of the API's JSON (DESIGN.md section 4). Money fields are decimal USDT strings. */
import type { BetOption, Game } from './games';

export interface User {
  id: number;
  telegramId: number;
  telegramFullName: string;
  username: string | null;
  languageCode: string;
  balance: string;
  refCode: string;
}

export interface RefCircle {
  circleId: number;
  earnFromChild: string;
  isWithdrawn: boolean;
  referrals: number;
}

/** GET /user-ref-circle: the circles, newest first, and how many players this user invited. */
export interface RefCirclesResponse {
  data: RefCircle[];
  referralCount: number;
}

export interface HistoryEntry {
  orderId: string;
  game: Game;
  option: BetOption;
  number?: number;
  amount: string;
  result: 'win' | 'loss';
  payout: string;
  outcome: number;
  createdAt: string;
}

export interface HistoryPage {
  data: HistoryEntry[];
  page: number;
  hasNext: boolean;
}

export interface LiveWin {
  id: string;
  name: string;
  game: Game;
  option: BetOption;
  payout: string;
  createdAt: string;
}

export interface PlaceOrderBody {
  game: Game;
  option: BetOption;
  amount: string;
  number?: number;
}

export interface WithdrawResult {
  circleId: number;
  payout: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface DataEnvelope<T> {
  data: T;
}
