import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <expected>`, compared in constant time (hashes: equal lengths). */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(expected));
}
