/**
 * Scripted players for the e2e tests, the bench and the screenshot script: Telegram launch data
 * signed with the dev bot token (which only a non-production server accepts), the launch hash a
 * client puts in the Mini App URL, and the Authorization header. Never imported by the server.
 */
import { randomUUID } from 'node:crypto';
import { DEV_BOT_TOKEN } from '../config';
import { signInitData, tmaAuthorization, type InitDataUser } from '../auth/sign-init-data';
import type { PlaceOrderBody } from '../../src/contract/api-types';
import type { GameResult } from '../../src/contract/games';

export const nowS = (): number => Math.floor(Date.now() / 1000);

export interface LaunchOptions {
  user: InitDataUser;
  version?: string;
  platform?: string;
  /** Unix seconds; default now. */
  authDate?: number;
  startParam?: string;
  /** Replaces the signed init data (forgeries). */
  initData?: string;
}

export function signedInitData({ user, authDate = nowS(), startParam }: Pick<LaunchOptions, 'user' | 'authDate' | 'startParam'>): string {
  return signInitData({ user, authDate, startParam, extra: { query_id: `e2e${authDate}` } }, DEV_BOT_TOKEN);
}

/** The hash Telegram appends to the Mini App URL (without the '#'). */
export function launchHash(options: LaunchOptions): string {
  return new URLSearchParams({
    tgWebAppData: options.initData ?? signedInitData(options),
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' }),
  }).toString();
}

export function authHeader(user: InitDataUser): string {
  return tmaAuthorization(signedInitData({ user }));
}

let counter = 0;

/** A Telegram user no other test (or earlier run on the same database) has used. */
export function freshUser(firstName = 'Play'): InitDataUser {
  counter += 1;
  const id = 800_000_000 + ((Date.now() % 100_000_000) * 10 + counter) % 1_000_000_000;
  return { id, first_name: firstName, last_name: 'Tester', language_code: 'en' };
}

/** The smallest order: odd at 0.1 USDT. */
export const ODD: PlaceOrderBody = { game: 'odd_even', option: 'odd', amount: '0.1' };

/** What an HTTP client answered to one order request (fetch or Playwright's request context). */
export interface OrderAnswer {
  status: number;
  retryAfter: string | null;
  body: () => Promise<string>;
}

/**
 * One order through `post`, with one Idempotency-Key for every try, waiting out the per-player
 * rate limit (429 + Retry-After) instead of failing.
 */
export async function placeOrderWith(post: (headers: Record<string, string>) => Promise<OrderAnswer>, user: InitDataUser): Promise<{ result: GameResult }> {
  const headers = { Authorization: authHeader(user), 'Idempotency-Key': randomUUID() };
  for (;;) {
    const answer = await post(headers);
    if (answer.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Number(answer.retryAfter ?? '1')) * 1000));
      continue;
    }
    const text = await answer.body();
    if (answer.status < 200 || answer.status >= 300) throw new Error(`order failed: ${answer.status} ${text}`);
    return (JSON.parse(text) as { data: { result: GameResult } }).data;
  }
}

/** `count` orders, the first alone (it creates the player and credits the demo balance), then 10 at a time. */
export async function placeOrdersWith(placeOne: () => Promise<unknown>, count: number): Promise<void> {
  await placeOne();
  for (let done = 1; done < count; done += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - done) }, placeOne));
  }
}

/** An odd order at `baseUrl` with fetch (the bench and scripts; e2e tests use their request fixture). */
export function placeOrderAt(baseUrl: string, user: InitDataUser, body: PlaceOrderBody = ODD) {
  return placeOrderWith(async (headers) => {
    const response = await fetch(new URL('/api/v1/game/orders', baseUrl), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: () => response.text() };
  }, user);
}
