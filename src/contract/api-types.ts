/** Shapes of the API's JSON (docs/api.md). Money fields are decimal USDT strings. */
import type { FairnessVersion } from './fairness';
import type { BetOption, Game, GameResult } from './games';
import type { LanguageCode } from './languages';
import type { WithdrawalStatus } from './withdrawal-statuses';

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

/** GET /game/seed: the commitment for the next order, and for the server seed after this one. */
export interface SeedCommitment {
  seedHash: string;
  /** SHA-256 of the server seed the next rotation makes current: fixed before any client seed for it is chosen. */
  nextSeedHash: string;
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
  error: { code: string; message: string; details?: Record<string, string> };
}

export interface DataEnvelope<T> {
  data: T;
}

/**
 * POST /referral/prepared-message: the language of the invite card. Its words are the server's own
 * (server/referrals/invite-card-texts.ts): Telegram shows the card "via @<bot>", so no client text
 * goes into it. The server adds the button's link, t.me/<bot>?startapp=<refCode>.
 */
export interface PreparedMessageBody {
  language: LanguageCode;
}

/** The prepared message's id for shareMessage, and when Telegram forgets it (ISO 8601). */
export interface PreparedMessage {
  id: string;
  expiresAt: string;
}


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
  /** Deposits held over a deposit limit or during a break: the player's, not playable (docs/player-protection.md). */
  held: string;
  /** The terms in force were accepted with the 18+ confirmation; until then no deposit address or memo. */
  termsAccepted: boolean;
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
  /** The TON Connect wallets list the app reads (the server's CSP opens its origin); null without payments. */
  walletsListUrl: string | null;
  /** Held deposits the player took back that are not sent yet: the whole amount going home, in one withdrawal; null when none. */
  heldReturning: HeldReturning | null;
}

/** The held deposits going back to the bound wallet (docs/player-protection.md): never split, so one amount. */
export interface HeldReturning {
  amount: string;
  status: WithdrawalStatus;
}

/** GET /wallet/proof-payload: what the wallet signs in its ton_proof. */
export interface ProofPayload {
  payload: string;
}

/** POST /wallet/bind. */
export interface BindWalletResult {
  boundAddress: string;
}

/** GET /wallet/jetton-wallet: the bound wallet's own USDT jetton wallet (the deposit message goes there). */
export interface JettonWallet {
  address: string;
}

/** One line of GET /wallet/transactions: money that came in or went out of the wallet. */
export interface WalletTransaction {
  id: string;
  /**
   * A withdrawal's refund is its own line (money back in); referral_withdrawal: a referral payout
   * sent to the wallet; adjustment: an operator's credit or debit (docs/back-office.md), its
   * amount signed ("-5.000000" for a debit) and its status 'credited' (posted).
   */
  kind: 'deposit' | 'referral_payout' | 'withdrawal' | 'referral_withdrawal' | 'withdrawal_refund' | 'adjustment';
  amount: string;
  /** 'credited' for money in; a withdrawal's status (docs/payments.md). */
  status: 'credited' | WithdrawalStatus;
  createdAt: string;
  /** The on-chain transaction (hex), for a deposit or a sent withdrawal. */
  txHash: string | null;
  /**
   * The game balance once this line was booked, as the CSV statement's "balance after" (the same
   * figure); a withdrawal's is the balance its debit left. null: the line never touched the
   * balance (a referral payout sent to the wallet).
   */
  balanceAfter: string | null;
  /** Why an operator rejected the withdrawal (status rejected_refunded); null otherwise. */
  rejectReason: string | null;
}

export type { WithdrawalStatus } from './withdrawal-statuses';

export interface WalletTransactionsPage {
  data: WalletTransaction[];
  page: number;
  hasNext: boolean;
}
