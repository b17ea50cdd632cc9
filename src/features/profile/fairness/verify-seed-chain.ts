/**
 * The check of a rotation against what the app showed before it (docs/fairness.md, "Commit, play,
 * reveal"): the revealed seed must hash to the commitment shown for it, and the new current seed
 * must be the one whose hash was shown as "next" before the player chose the new client seed.
 * Both hashes come from the app's own cache of GET /game/seed, never from the rotation's answer,
 * so a server that drew the next seed after seeing the client seed is caught.
 */
import type { SeedCommitment, SeedRotation } from '../../../contract/api-types';

/**
 * SHA-256 of a text's UTF-8 bytes as lowercase hex. The history verifier has the same four lines:
 * shared, they became a chunk of their own, one more entry in the initial JS's preload lists.
 */
async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** unknown: no commitment was shown before this rotation (not loaded yet), so there is nothing to hold it to. */
export type SeedChain = 'verified' | 'broken' | 'unknown';

export async function verifySeedChain(
  shown: Pick<SeedCommitment, 'seedHash' | 'nextSeedHash'> | undefined,
  rotation: Pick<SeedRotation, 'previousSeed' | 'seedHash'>,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<SeedChain> {
  if (!shown?.nextSeedHash) return 'unknown';
  const revealedHash = await sha256Hex(rotation.previousSeed, subtle);
  return revealedHash === shown.seedHash && rotation.seedHash === shown.nextSeedHash ? 'verified' : 'broken';
}
