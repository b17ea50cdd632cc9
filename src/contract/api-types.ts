/** Shapes of the API's JSON (docs/api.md). Money fields are decimal USDT strings. */
import type { FairnessVersion } from './fairness';
import type { BetOption, Game, GameResult } from './games';
import type { LanguageCode } from './languages';

export interface User {
  id: number;
  telegramId: number;
  telegramFullName: string;
  username: string | null;
  languageCode: LanguageCode;
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
  result: GameResult;
  payout: string;
  /** The drawn outcome: a digit 0-9, or 1-3 for lottery (fairness version 2). */
  outcome: number;
  seedHash: string;
  /** The HMAC message's first part (a version 1 order's user id, see contract/fairness.ts). */
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

/** GET /game/orders/{orderId}: an order with everything needed to re-check it. */
export interface OrderDetails extends HistoryEntry {
  fairnessVersion: FairnessVersion;
  /** Revealed by rotating the seed; null while the seed is still active. */
  serverSeed: string | null;
}

/** GET /game/seed: the commitment for the next order. */
export interface SeedCommitment {
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** POST /game/seed/rotate: the revealed seed and the new commitment. */
export interface SeedRotation extends SeedCommitment {
  previousSeed: string;
  previousSeedHash: string;
  previousClientSeed: string;
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

/** POST /game/orders: the settled order and the player's balance after it. */
export interface PlacedOrderResponse {
  data: HistoryEntry;
  balance: string;
}

export interface WithdrawResult {
  circleId: number;
  payout: string;
  /** wallet: on its way to the bound wallet; balance: credited to the game balance (an older server: absent). */
  destination?: 'wallet' | 'balance';
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

/** POST /game/orders, as the app keeps it: the settled order and the balance right after it. */
export interface PlacedOrder {
  order: HistoryEntry;
  balance: string;
}

/** GET /wallet (docs/payments.md): the balance and how to deposit; the TON fields null when payments are off. */
export interface WalletSummary {
  /** false: this server runs without payments (PAYMENTS is not on). */
  payments: boolean;
  balance: string;
  /** The operator's wallet players pay into (user-friendly, non-bounceable). */
  depositAddress: string | null;
  /** The text comment a deposit must carry to reach this player. */
  depositMemo: string | null;
  usdtMaster: string | null;
  network: 'mainnet' | 'testnet' | null;
  minDeposit: string;
  /** The player's bound TON Connect wallet (raw 0:<hex>), or null. */
  boundAddress: string | null;
  /** Withdrawal limits; null until withdrawals exist. */
  limits: null;
}

/** One line of GET /wallet/transactions: money that came in or went out of the wallet. */
export interface WalletTransaction {
  id: string;
  /** A withdrawal's refund is its own line (money back in); referral_withdrawal: a referral payout sent to the wallet. */
  kind: 'deposit' | 'referral_payout' | 'withdrawal' | 'referral_withdrawal' | 'withdrawal_refund';
  amount: string;
  /** 'credited' for money in; a withdrawal's status (DESIGN.md section 11). */
  status: 'credited' | WithdrawalStatus;
  createdAt: string;
  /** The on-chain transaction (hex), for a deposit or a sent withdrawal. */
  txHash: string | null;
}

export type WithdrawalStatus = 'pending' | 'awaiting_approval' | 'sending' | 'sent' | 'failed_refunded' | 'rejected_refunded';

export interface WalletTransactionsPage {
  data: WalletTransaction[];
  page: number;
  hasNext: boolean;
}
