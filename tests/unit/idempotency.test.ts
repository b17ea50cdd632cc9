// @vitest-environment node
/**
 * The one rule every money POST of the app and the console keeps its Idempotency-Key by
 * (src/lib/idempotency.ts): an answer or a definite refusal ends the attempt; whatever leaves the
 * request's fate open keeps the key, so the retry cannot act twice.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { createAttemptKeys } from '../../src/lib/idempotency';

const refusal = (status: number) => new ApiError(status, { error: { code: 'x', message: 'x' } });

/** The keys two sends of the same body got, the first failing with `error`. */
async function keysAround(error: unknown): Promise<[string, string]> {
  const attempts = createAttemptKeys();
  const used: string[] = [];
  await expect(attempts.send('body', (key) => (used.push(key), Promise.reject(error)))).rejects.toBe(error);
  await attempts.send('body', async (key) => used.push(key));
  return [used[0]!, used[1]!];
}

describe('an attempt keeps its Idempotency-Key until its fate is known', () => {
  it.each([
    ['a 5xx', refusal(503)],
    ['a timeout (408)', refusal(408)],
    ['a rate limit (429)', refusal(429)],
    ['a lost answer', new TypeError('Failed to fetch')],
  ])('after %s the retry sends the same key', async (_name, error) => {
    const [first, retry] = await keysAround(error);
    expect(retry).toBe(first);
  });

  it.each([
    ['a refusal (409)', refusal(409)],
    ['a bad request (400)', refusal(400)],
  ])('after %s the next send is a new attempt with a new key', async (_name, error) => {
    const [first, next] = await keysAround(error);
    expect(next).not.toBe(first);
  });

  it('after an answer the next send is a new attempt; another body is one too', async () => {
    const attempts = createAttemptKeys();
    const first = await attempts.send('a', async (key) => key);
    expect(await attempts.send('a', async (key) => key)).not.toBe(first);
    const pending = attempts.keyFor('b');
    expect(await attempts.send('c', async (key) => key)).not.toBe(pending);
  });
});
