import { describe, expect, it } from 'vitest';
import { parseLoginResult, takeLoginResult } from '../../src/features/auth/login-result';
import { telegramLoginUrl } from '../../src/features/auth/telegram-login-url';
import { isBottomBarRoot } from '../../src/app/use-telegram-back-button';
import { shouldRetry } from '../../src/lib/query-client';
import { ApiError } from '../../src/lib/api-error';

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('Telegram login redirect', () => {
  it('decodes the base64url payload, non-Latin names included', () => {
    const payload = { id: 42, first_name: 'Дмитрий 🎲', auth_date: 1, hash: 'ab' };
    expect(parseLoginResult(base64Url(payload))).toEqual({ payload });
  });

  it('treats a declined login (false) and garbage as invalid', () => {
    expect(parseLoginResult('false')).toEqual({ invalid: true });
    expect(parseLoginResult('%%%')).toEqual({ invalid: true });
    expect(parseLoginResult(base64Url({ first_name: 'no id' }))).toEqual({ invalid: true });
  });

  it('takes the result out of the URL, keeping path and query', () => {
    window.history.replaceState(null, '', `/friends?ref=x#tgAuthResult=${base64Url({ id: 1, hash: 'h' })}`);
    expect(takeLoginResult()).toEqual({ result: { payload: { id: 1, hash: 'h' } }, state: null });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/friends?ref=x');
    expect(takeLoginResult()).toBeNull();
  });

  it('keeps a path that starts with two slashes on this origin (a protocol-relative URL would throw)', () => {
    window.history.replaceState(null, '', `${window.location.origin}//friends#tgAuthResult=${base64Url({ id: 1, hash: 'h' })}`);
    expect(takeLoginResult()).toEqual({ result: { payload: { id: 1, hash: 'h' } }, state: null });
    expect(window.location.href).toBe(`${window.location.origin}//friends`);
  });

  it('takes the login state out of the query too, keeping the other parameters', () => {
    window.history.replaceState(null, '', `/?ref=x&login_state=abc123#tgAuthResult=${base64Url({ id: 1, hash: 'h' })}`);
    expect(takeLoginResult()).toEqual({ result: { payload: { id: 1, hash: 'h' } }, state: 'abc123' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?ref=x');
  });

  it('builds the oauth.telegram.org redirect link, the state in return_to', () => {
    expect(telegramLoginUrl('123', 'https://app.example')).toBe(
      'https://oauth.telegram.org/auth?bot_id=123&origin=https%3A%2F%2Fapp.example&return_to=https%3A%2F%2Fapp.example%2F&request_access=write',
    );
    const withState = new URL(telegramLoginUrl('123', 'https://app.example', 'f00d'));
    expect(withState.searchParams.get('return_to')).toBe('https://app.example/?login_state=f00d');
  });
});

describe('small session rules', () => {
  it.each([
    ['/', true],
    ['/friends', true],
    ['/profile', true],
    ['/profile/', true],
    ['/profile/edit', false],
    ['/history', false],
  ])('%s is a bottom-bar root: %s', (path, root) => {
    expect(isBottomBarRoot(path)).toBe(root);
  });

  it('retries twice, but never a 4xx answer', () => {
    const error = (status: number) => new ApiError(status, { error: { code: 'c', message: 'm' } });
    expect(shouldRetry(0, new TypeError('offline'))).toBe(true);
    expect(shouldRetry(1, error(500))).toBe(true);
    expect(shouldRetry(2, error(500))).toBe(false);
    expect(shouldRetry(0, error(401))).toBe(false);
  });
});
