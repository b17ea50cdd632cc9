/**
 * The in-browser verifier (docs/fairness.md): re-computes an order from its revealed server seed
 * with WebCrypto, so it needs no server and works offline from the cached order.
 */
import type { OrderDetails } from '../../../contract/api-types';
import { drawCount, hmacMessage, isWinningOutcome, outcomeOf, sampleDigest } from '../../../contract/fairness';

export type VerifiableOrder = Pick<
  OrderDetails,
  'game' | 'option' | 'number' | 'outcome' | 'result' | 'seedHash' | 'clientSeed' | 'nonce' | 'fairnessVersion' | 'serverSeed'
>;

export type Verification =
  /** The seed is still active: nothing to check until the player rotates it. */
  | { status: 'unrevealed' }
  | { status: 'verified'; outcome: number }
  /** The revealed seed does not hash to the commitment shown before play. */
  | { status: 'hash_mismatch'; hash: string }
  /** The seed draws another outcome than the order shows, or the order's result does not follow from it. */
  | { status: 'outcome_mismatch'; outcome: number };

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  return hex(await subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC_SHA256(key = server seed, message = `${clientSeed}:${nonce}`), rejection sampled. */
export async function recomputeOutcome(order: VerifiableOrder & { serverSeed: string }, subtle: SubtleCrypto = crypto.subtle): Promise<number> {
  const key = await subtle.importKey('raw', encoder.encode(order.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const count = drawCount(order.game, order.fairnessVersion);
  for (let round = 0; ; round += 1) {
    const digest = await subtle.sign('HMAC', key, encoder.encode(hmacMessage(order.clientSeed, order.nonce, round)));
    const index = sampleDigest(new Uint8Array(digest), count);
    if (index !== null) return outcomeOf(order.game, order.fairnessVersion, index);
  }
}

export async function verifyOrder(order: VerifiableOrder, subtle: SubtleCrypto = crypto.subtle): Promise<Verification> {
  const { serverSeed } = order;
  if (serverSeed === null) return { status: 'unrevealed' };
  const hash = await sha256Hex(serverSeed, subtle);
  if (hash !== order.seedHash) return { status: 'hash_mismatch', hash };
  const outcome = await recomputeOutcome({ ...order, serverSeed }, subtle);
  const won = isWinningOutcome(order.game, order.option, outcome, order.number, order.fairnessVersion);
  if (outcome !== order.outcome || won !== (order.result === 'win')) return { status: 'outcome_mismatch', outcome };
  return { status: 'verified', outcome };
}
