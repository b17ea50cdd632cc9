/**
 * The in-browser verifier (docs/fairness.md): re-computes an order from its revealed server seed
 * with WebCrypto, so it needs no server and works offline from the cached order. What it checks
 * against comes from the app's own contract, never from the order: the algorithm is the contract's
 * fairness version (an order that names another one is not verified: with a choice of algorithms
 * after the fact, an operator could pick whichever loses), and the payout follows from the rules.
 */
import type { OrderDetails } from '../../../contract/api-types';
import {
  CURRENT_FAIRNESS_VERSION,
  drawCount,
  hmacMessage,
  isWinningOutcome,
  outcomeOf,
  sampleDigest,
} from '../../../contract/fairness';
import { GAME_RULES, payoutMicro } from '../../../contract/game-rules';
import { formatUsdt, parseUsdt } from '../../../contract/money';

export type VerifiableOrder = Pick<
  OrderDetails,
  | 'game'
  | 'option'
  | 'number'
  | 'amount'
  | 'payout'
  | 'outcome'
  | 'result'
  | 'seedHash'
  | 'clientSeed'
  | 'nonce'
  | 'fairnessVersion'
  | 'serverSeed'
>;

/** The algorithm the app checks: its own contract's, whatever the order says. */
const VERSION = CURRENT_FAIRNESS_VERSION;

export type Verification =
  /** The seed is still active: nothing to check until the player rotates it. */
  | { status: 'unrevealed' }
  | { status: 'verified'; outcome: number }
  /** The revealed seed does not hash to the commitment shown before play. */
  | { status: 'hash_mismatch'; hash: string }
  /** The seed draws another outcome than the order shows, or the order's result does not follow from it. */
  | { status: 'outcome_mismatch'; outcome: number }
  /** The order's payout is not what the rules pay for its stake and result (`payout`: what they pay). */
  | { status: 'payout_mismatch'; payout: string }
  /** The order names another fairness algorithm than the app's contract. */
  | { status: 'version_mismatch'; version: number };

const encoder = new TextEncoder();

/** SHA-256 of a text's UTF-8 bytes as lowercase hex: how seeds are committed. */
export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** HMAC_SHA256(key = server seed, message = `${clientSeed}:${nonce}`), rejection sampled. */
export async function recomputeOutcome(order: VerifiableOrder & { serverSeed: string }, subtle: SubtleCrypto = crypto.subtle): Promise<number> {
  const key = await subtle.importKey('raw', encoder.encode(order.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const count = drawCount(order.game, VERSION);
  for (let round = 0; ; round += 1) {
    const digest = await subtle.sign('HMAC', key, encoder.encode(hmacMessage(order.clientSeed, order.nonce, round)));
    const index = sampleDigest(new Uint8Array(digest), count);
    if (index !== null) return outcomeOf(order.game, VERSION, index);
  }
}

/** What the rules pay for the order's stake on `won`, in micro-USDT; null for an unreadable stake. */
function rulesPayout(order: VerifiableOrder, won: boolean): bigint | null {
  const stake = parseUsdt(order.amount);
  if (stake === null) return null;
  return won ? payoutMicro(stake, GAME_RULES[order.game].payoutBps) : 0n;
}

export async function verifyOrder(order: VerifiableOrder, subtle: SubtleCrypto = crypto.subtle): Promise<Verification> {
  const { serverSeed } = order;
  if (serverSeed === null) return { status: 'unrevealed' };
  if (order.fairnessVersion !== VERSION) return { status: 'version_mismatch', version: order.fairnessVersion };
  const hash = await sha256Hex(serverSeed, subtle);
  if (hash !== order.seedHash) return { status: 'hash_mismatch', hash };
  const outcome = await recomputeOutcome({ ...order, serverSeed }, subtle);
  const won = isWinningOutcome(order.game, order.option, outcome, order.number, VERSION);
  if (outcome !== order.outcome || won !== (order.result === 'win')) return { status: 'outcome_mismatch', outcome };
  const payout = rulesPayout(order, won);
  if (payout === null || payout !== parseUsdt(order.payout)) return { status: 'payout_mismatch', payout: formatUsdt(payout ?? 0n) };
  return { status: 'verified', outcome };
}
