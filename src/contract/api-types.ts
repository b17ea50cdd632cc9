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

/**
 * POST /referral/prepared-message: the invite card's texts, in the player's language (the app has
 * the catalogues). The server adds the button's link, t.me/<bot>?startapp=<refCode>.
 */
export interface PreparedMessageBody {
  /** The message shown in the chat, 1 to PREPARED_MESSAGE_TEXT_MAX characters after trimming. */
  text: string;
  /** The button under it, 1 to PREPARED_MESSAGE_BUTTON_MAX characters after trimming. */
  buttonText: string;
}

/** The prepared message's id for shareMessage, and when Telegram forgets it (ISO 8601). */
export interface PreparedMessage {
  id: string;
  expiresAt: string;
}

/** Telegram's limits: a message text of 4096 characters (we keep invites short), a button text of 64. */
export const PREPARED_MESSAGE_TEXT_MAX = 1024;
export const PREPARED_MESSAGE_BUTTON_MAX = 64;
