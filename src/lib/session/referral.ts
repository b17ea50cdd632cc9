/**
 * The referrer named by an invite link (`/?ref=<refCode>`, docs/product.md section 2). The server links a
 * player to a referrer only on the player's first call, and that call (me) runs in the session
 * gate before the home screen exists, so the code is read from the launch URL at start, kept in
 * sessionStorage (a reload before me answers keeps it), sent as X-Ref-Code, and dropped once me
 * has answered: the player exists then, and the header would be ignored.
 */
import { STORAGE_NAMES } from '../../contract/storage-names';

const STORAGE_KEY = STORAGE_NAMES.refCode;
export const REF_CODE_HEADER = 'X-Ref-Code';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Blocked storage (some private modes): the referral is lost, nothing else.
  }
}

/** Reads `?ref=` from the launch URL's query string, once, at start. */
export function captureReferral(search: string): void {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (ref) storage()?.setItem(STORAGE_KEY, ref.slice(0, 64));
}

/** Headers every API call adds while a referral is pending. */
export function referralHeaders(): Record<string, string> {
  const ref = storage()?.getItem(STORAGE_KEY);
  return ref ? { [REF_CODE_HEADER]: ref } : {};
}

export function clearReferral(): void {
  storage()?.removeItem(STORAGE_KEY);
}
