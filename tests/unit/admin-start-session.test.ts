/**
 * The back office's login return (src/admin/session/): a #tgAuthResult this tab did not start is
 * refused before anything reaches the server; a good one is posted with the state beside the
 * widget's fields, once, and the session (role, CSRF token) is kept in memory; the CSRF token then
 * rides on writes. Only fetch is faked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminClient } from '../../src/admin/api/admin-client';
import { adminSession } from '../../src/admin/api/admin-session';
import { rememberState } from '../../src/admin/session/login-redirect';
import { startSession } from '../../src/admin/session/start-session';

const PAYLOAD = { id: 930_002, first_name: 'Sue', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };
const STATE = 'S'.repeat(43);
const SESSION = { role: 'support', csrfToken: 'csrf-1', operator: { telegramId: 930_002, name: 'Sue' }, idleExpiresAt: '2026-01-01T00:00:00Z' };

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function arriveWith(state: string | null, result = base64Url(PAYLOAD)): void {
  window.history.replaceState(null, '', `/admin/${state === null ? '' : `?login_state=${state}`}#tgAuthResult=${result}`);
}

function answers(...bodies: [number, object | null][]) {
  const queue = [...bodies];
  return vi.fn<typeof fetch>(async () => {
    const [status, body] = queue.shift() ?? [500, {}];
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('the back office login return', () => {
  beforeEach(() => {
    sessionStorage.clear();
    adminSession.end('logged_out');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the payload with the state it kept, starts the session and cleans the address', async () => {
    rememberState(STATE);
    arriveWith(STATE);
    const fetchMock = answers([200, { data: SESSION }]);
    vi.stubGlobal('fetch', fetchMock);
    expect(await startSession()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin/api/session');
    expect(JSON.parse(String(init?.body))).toEqual({ ...PAYLOAD, state: STATE });
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
    const fetchMock = answers();
    vi.stubGlobal('fetch', fetchMock);
    expect(await startSession()).toBe('This login was not started on this page. Start it again.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(adminSession.get()).toBeNull();
  });

  it('says when Telegram did not confirm (tgAuthResult=false), and sends nothing', async () => {
    rememberState(STATE);
    arriveWith(STATE, 'false');
    const fetchMock = answers();
    vi.stubGlobal('fetch', fetchMock);
    expect(await startSession()).toBe('Telegram did not confirm the login.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (an account that is not an operator)", async () => {
    rememberState(STATE);
    arriveWith(STATE);
    vi.stubGlobal('fetch', answers([403, { error: { code: 'unknown_operator', message: 'This Telegram account is not an operator of this back office' } }]));
    expect(await startSession()).toBe('The server refused the login: This Telegram account is not an operator of this back office');
    expect(adminSession.get()).toBeNull();
  });

  it('sends the CSRF token on writes, not on reads, and a 401 ends the session', async () => {
    adminSession.start(SESSION as never);
    const fetchMock = answers([200, { data: [] }], [200, { data: {} }], [401, { error: { code: 'session_expired', message: 'idle' } }]);
    vi.stubGlobal('fetch', fetchMock);
    await adminClient.call('GET /withdrawals', { query: { status: 'all' } });
    await adminClient.call('POST /withdrawals/:id/approve', { params: { id: 1 } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(['GET /admin/api/withdrawals?status=all', 'POST /admin/api/withdrawals/1/approve']);
    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers[0]!.get('x-csrf-token')).toBeNull();
    expect(headers[1]!.get('x-csrf-token')).toBe('csrf-1');
    await expect(adminClient.call('GET /dashboard', { query: { days: 7 } })).rejects.toMatchObject({ status: 401 });
    expect(adminSession.get()).toBeNull();
    expect(adminSession.endReason()).toBe('ended');
  });
});
