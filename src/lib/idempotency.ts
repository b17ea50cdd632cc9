/**
 * Idempotency keys for POSTs that move money (orders). One key per attempt: the same attempt sent
 * again (after a dropped connection or a 5xx, when the server may already have placed it) reuses
 * its key, so the server answers with the same order instead of charging twice; the next attempt
 * gets a new key.
 */
import { isApiError } from './api-error';

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
  /**
   * Sends one attempt with its key (`keyFor`): an answer or a definite refusal ends the attempt
   * (`finish`); anything else keeps the key, so the retry cannot act twice.
   */
  send<T>(fingerprint: string, post: (key: string) => Promise<T>): Promise<T>;
}

/**
 * A refusal (4xx) is final: the server did nothing, the next attempt takes a new key. A lost answer,
 * a 5xx, a timeout (408) or a rate limit (429) leaves the request's fate open: its retry keeps the key.
 */
export function isDefiniteAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
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
    async send(fingerprint, post) {
      try {
        const answer = await post(this.keyFor(fingerprint));
        this.finish();
        return answer;
      } catch (error) {
        if (isDefiniteAnswer(error)) this.finish();
        throw error;
      }
    },
  };
}
