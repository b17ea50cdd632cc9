/**
 * Idempotency keys for POSTs that move money (orders). One key per attempt: the same attempt sent
 * again (after a dropped connection or a 5xx, when the server may already have placed it) reuses
 * its key, so the server answers with the same order instead of charging twice; the next attempt
 * gets a new key.
 */
export function newIdempotencyKey(): string {
  // randomUUID only exists in secure contexts; a LAN http preview still needs keys.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeys {
  /** The key for an attempt with this body: the pending one if the body is unchanged, else a new one. */
  keyFor(fingerprint: string): string;
  /** The attempt got a definite answer (placed, or rejected): the next tap is a new attempt. */
  finish(): void;
}

export function createAttemptKeys(): AttemptKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newIdempotencyKey() };
      return pending.key;
    },
    finish() {
      pending = null;
    },
  };
}
