/**
 * The browser login's one-time state (docs/security.md): a #tgAuthResult this tab did not start is
 * refused before anything reaches the server, and a state works once. Only the network edge is
 * faked (the kit): POST /auth/telegram-login and nothing else.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeLogin } from '../../src/app/login-exchange';
import { beginLoginState, consumeLoginState } from '../../src/features/auth/login-state';
import { apiError, fakeApi, ok } from './kit/fake-api';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const PAYLOAD = { id: 42, first_name: 'Grace', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };

function arriveWith(state: string | null, payload: object = PAYLOAD): void {
  const query = state === null ? '' : `?login_state=${state}`;
  window.history.replaceState(null, '', `/${query}#tgAuthResult=${base64Url(payload)}`);
}

const LOGIN = 'POST /auth/telegram-login';

describe('the login state', () => {
  beforeEach(() => sessionStorage.clear());

  it('is 128 random bits, new each time, and matches once', () => {
    const first = beginLoginState();
    const second = beginLoginState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(consumeLoginState(first)).toBe(false); // replaced by the second
    expect(consumeLoginState(second)).toBe(false); // the failed check used it up
    const third = beginLoginState();
    expect(consumeLoginState(third)).toBe(true);
    expect(consumeLoginState(third)).toBe(false);
    expect(consumeLoginState(null)).toBe(false);
  });

  it('refuses a crafted link (no state this tab made) without calling the server', async () => {
    const api = fakeApi({ [LOGIN]: ok({ data: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } }) });
    arriveWith(null);
    expect(await exchangeLogin(window)).toEqual({ code: 'login_state_mismatch', message: '' });
    arriveWith('0123456789abcdef0123456789abcdef');
    expect(await exchangeLogin(window)).toEqual({ code: 'login_state_mismatch', message: '' });
    expect(api.requests).toEqual([]);
    expect(window.location.search + window.location.hash).toBe('');
  });

  it('sends the payload when the state matches, and refuses the same redirect replayed', async () => {
    const api = fakeApi({ [LOGIN]: ok({ data: { token: 'header.payload.sig', expiresAt: '2030-01-01T00:00:00Z' } }) });
    const state = beginLoginState();
    arriveWith(state);
    expect(await exchangeLogin(window)).toBeNull();
    expect(api.callsTo(LOGIN).map((request) => request.body)).toEqual([PAYLOAD]);

    arriveWith(state);
    expect(await exchangeLogin(window)).toEqual({ code: 'login_state_mismatch', message: '' });
    expect(api.requests).toHaveLength(1);
  });

  it('passes a refused profile on with its own code', async () => {
    fakeApi({ [LOGIN]: apiError(401, 'invalid_user_name', 'The Telegram first name contains control characters') });
    arriveWith(beginLoginState());
    expect(await exchangeLogin(window)).toEqual({ code: 'invalid_user_name', message: 'The Telegram first name contains control characters' });
  });
});
