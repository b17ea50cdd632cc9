/**
 * The back office's login return (src/admin/session/): a #tgAuthResult this tab did not start is
 * refused before anything reaches the server; a good one is posted with the state beside the
 * widget's fields, once, and the session (role, CSRF token) is kept in memory; the CSRF token then
 * rides on writes. Only the network edge is faked (the kit's fakeApi): a request a test does not
 * name fails it, so "nothing is sent" is checked by the kit too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient } from '../../src/admin/api/admin-client';
import { adminSession } from '../../src/admin/api/admin-session';
import { adminLanguage, chooseAdminLanguage, setAdminLanguage } from '../../src/admin/i18n/admin-i18n';
import { rememberState } from '../../src/admin/session/login-redirect';
import { startSession } from '../../src/admin/session/start-session';
import { apiError, fakeApi, ok } from './kit/fake-api';

const PAYLOAD = { id: 930_002, first_name: 'Sue', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };
const STATE = 'S'.repeat(43);
const SESSION = { role: 'support', csrfToken: 'csrf-1', operator: { telegramId: 930_002, name: 'Sue', languageCode: null }, idleExpiresAt: '2026-01-01T00:00:00Z' };

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function arriveWith(state: string | null, result = base64Url(PAYLOAD)): void {
  window.history.replaceState(null, '', `/admin/${state === null ? '' : `?login_state=${state}`}#tgAuthResult=${result}`);
}

describe('the back office login return', () => {
  beforeEach(() => {
    sessionStorage.clear();
    adminSession.end('logged_out');
  });

  it('posts the payload with the state it kept, starts the session and cleans the address', async () => {
    rememberState(STATE);
    arriveWith(STATE);
    const api = fakeApi({ 'POST /admin/api/session': ok({ data: SESSION }) });
    expect(await startSession()).toBeNull();
    expect(api.requests.map((r) => r.key)).toEqual(['POST /admin/api/session']);
    expect(api.requests[0]!.body).toEqual({ ...PAYLOAD, state: STATE });
    expect(adminSession.get()).toMatchObject({ role: 'support', csrfToken: 'csrf-1' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/admin/');
    expect(sessionStorage.length).toBe(0); // the state is used up
  });

  it.each([
    ['no state in the address', null],
    ['another state', 'X'.repeat(43)],
  ])('refuses a return with %s: nothing is sent', async (_, returned) => {
    rememberState(STATE);
    arriveWith(returned);
    const api = fakeApi({});
    expect(await startSession()).toBe('This login was not started on this page. Start it again.');
    expect(api.requests).toEqual([]);
    expect(adminSession.get()).toBeNull();
  });

  it('says when Telegram did not confirm (tgAuthResult=false), and sends nothing', async () => {
    rememberState(STATE);
    arriveWith(STATE, 'false');
    const api = fakeApi({});
    expect(await startSession()).toBe('Telegram did not confirm the login.');
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal (an account that is not an operator)", async () => {
    rememberState(STATE);
    arriveWith(STATE);
    fakeApi({ 'POST /admin/api/session': apiError(403, 'unknown_operator', 'This Telegram account is not an operator of this back office') });
    expect(await startSession()).toBe('The server refused the login: This Telegram account is not an operator of this back office.');
    expect(adminSession.get()).toBeNull();
  });

  it('sends the CSRF token on writes, not on reads, and a 401 ends the session', async () => {
    adminSession.start(SESSION as never);
    const api = fakeApi({
      'GET /admin/api/withdrawals': ok({ data: [] }),
      'POST /admin/api/withdrawals/1/approve': ok({ data: {} }),
      'GET /admin/api/dashboard': apiError(401, 'session_expired', 'idle'),
    });
    await adminClient.call('GET /withdrawals', { query: { status: 'all' } });
    await adminClient.call('POST /withdrawals/:id/approve', { params: { id: 1 } });
    const [read, write] = api.requests;
    expect(read!.url.search).toBe('?status=all');
    expect(read!.headers.get('x-csrf-token')).toBeNull();
    expect(write!.headers.get('x-csrf-token')).toBe('csrf-1');
    await expect(adminClient.call('GET /dashboard', { query: { days: 7 } })).rejects.toMatchObject({ status: 401 });
    expect(adminSession.get()).toBeNull();
    expect(adminSession.endReason()).toBe('ended');
  });
});

describe('the console’s language at the start of a session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    adminSession.end('logged_out');
    window.history.replaceState(null, '', '/admin/');
  });
  afterEach(async () => {
    localStorage.clear();
    await setAdminLanguage('en');
  });

  it('speaks the operator’s Telegram language once the session names it', async () => {
    fakeApi({ 'GET /admin/api/session': ok({ data: { ...SESSION, operator: { ...SESSION.operator, languageCode: 'ru' } } }) });
    await startSession();
    expect(adminLanguage()).toBe('ru');
    expect(adminSession.get()).toMatchObject({ role: 'support' });
  });

  it('keeps the language the operator chose on this browser over their Telegram one', async () => {
    await chooseAdminLanguage('en');
    fakeApi({ 'GET /admin/api/session': ok({ data: { ...SESSION, operator: { ...SESSION.operator, languageCode: 'ru' } } }) });
    await startSession();
    expect(adminLanguage()).toBe('en');
  });
});
