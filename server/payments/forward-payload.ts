import { Cell } from '@ton/core';

/**
 * The text comment of a jetton transfer's forward payload (op 0, then the text, in the cell and its
 * references), or null when the payload is missing, not a comment, or not a cell at all.
 */
export function textComment(forwardPayloadBase64: string | null | undefined): string | null {
  if (!forwardPayloadBase64) return null;
  try {
    const slice = Cell.fromBase64(forwardPayloadBase64).beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}
