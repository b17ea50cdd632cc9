import { Cell } from '@ton/core';

/**
 * The text comment of a jetton transfer's forward payload (op 0, then the text, in the cell and its
 * references), or null when the payload is missing, not a comment, or not a cell at all.
 */
export function textComment(forwardPayloadBase64: string | null | undefined): string | null {
  // No payload, an empty one, one that is not a cell and one shorter than the op all throw here.
  try {
    const slice = Cell.fromBase64(forwardPayloadBase64 ?? '').beginParse();
    return slice.loadUint(32) === 0 ? slice.loadStringTail() : null;
  } catch {
    return null;
  }
}
