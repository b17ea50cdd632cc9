/**
 * The one 401 path of every call (docs/sessions.md): the API client against a fake network edge,
 * with the real credentials module. Each test loads fresh modules (credentials hold page state).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants';
import type * as ApiClientModule from '../../src/lib/api-client';
import type * as CredentialsModule from '../../src/lib/session/credentials';

interface Modules {
  api: typeof ApiClientModule;
  credentials: typeof CredentialsModule;
}

async function load(): Promise<Modules> {
  vi.resetModules();
  return {
    api: await import('../../src/lib/api-client'),
    credentials: await import('../../src/lib/session/credentials'),
  };
}

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = (code: string) => json(401, { error: { code, message: code } });

/** A server that accepts only the authorizations in `valid`, recording what each call sent. */
function fakeServer(valid: Set<string>) {
  const sent: Array<Record<string, string>> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
    const headers = init?.headers as Record<string, string>;
    sent.push(headers);
    return valid.has(headers.Authorization ?? '') ? json(200, { data: 'ok' }) : refused('token_revoked');
  });
  return { sent, fetch };
}

function clientFor({ api, credentials }: Modules, fetch: typeof globalThis.fetch) {
  return api.createApiClient({ baseUrl: '', authorization: credentials.currentAuthorization, onUnauthorized: credentials.rejectAuthorization, fetch });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`;
});

describe('inside Telegram', () => {
  const launch = 'tma bGF1bmNo';
  const session = { token: 'session-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), launch };

  it('sends the session token while it is valid, and the launch data without one', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(launch);
    expect(modules.credentials.currentAuthorization()).toBe(launch);
    modules.credentials.acceptSessionToken(session);
    expect(modules.credentials.currentAuthorization()).toBe('Bearer session-1');
    // A token traded for another launch (another user in this webview) is never sent.
    modules.credentials.setTelegramAuthorization('tma b3RoZXI=');
    expect(modules.credentials.currentAuthorization()).toBe('tma b3RoZXI=');
  });

  it('a refused session token falls back to the launch data, and the call is sent once more with it', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(launch);
    modules.credentials.acceptSessionToken(session);
    const server = fakeServer(new Set([launch]));
    const result = await clientFor(modules, server.fetch).request('POST', '/game/orders', { body: { amount: '1' }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(result).toEqual({ data: 'ok' });
    expect(server.sent.map((headers) => headers.Authorization)).toEqual(['Bearer session-1', launch]);
    // The same key: a retry never places a second order.
    expect(server.sent.map((headers) => headers['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
    expect(modules.credentials.sessionEnded()).toBe(false);
  });

  it('with every credential refused, the call fails with the 401 and the session has ended', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(launch);
    modules.credentials.acceptSessionToken(session);
    const changes = vi.fn();
    modules.credentials.subscribeCredentials(changes);
    const server = fakeServer(new Set());
    const client = clientFor(modules, server.fetch);
    await expect(client.request('GET', '/game/history')).rejects.toMatchObject({ status: 401 });
    expect(server.sent).toHaveLength(2);
    expect(modules.credentials.sessionEnded()).toBe(true);
    expect(modules.credentials.currentAuthorization()).toBeNull();
    expect(changes).toHaveBeenCalled();
    // Nothing is sent with a dead credential again: the next call goes without one.
    await expect(client.request('GET', '/user/me')).rejects.toMatchObject({ status: 401 });
    expect(server.sent[2]?.Authorization).toBeUndefined();
  });
});

describe('in a browser', () => {
  it('a refused login token is dropped with its cookie, without a retry, and the session has ended', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(null);
    document.cookie = `${AUTH_COOKIE}=abc; path=/`;
    const server = fakeServer(new Set());
    await expect(clientFor(modules, server.fetch).request('GET', '/user/me')).rejects.toMatchObject({ status: 401 });
    expect(server.sent).toHaveLength(1);
    expect(document.cookie).not.toContain(AUTH_COOKIE);
    expect(modules.credentials.sessionEnded()).toBe(true);
    expect(modules.credentials.endedByLogout()).toBe(false);
  });

  it('a login cookie that expired while the app was open: the 401 of a call without credentials ends the session', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(null);
    document.cookie = `${AUTH_COOKIE}=abc; path=/`;
    expect(modules.credentials.currentAuthorization()).toBe('Bearer abc');
    document.cookie = `${AUTH_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`;
    const changes = vi.fn();
    modules.credentials.subscribeCredentials(changes);
    const server = fakeServer(new Set());
    await expect(clientFor(modules, server.fetch).request('POST', '/game/orders')).rejects.toMatchObject({ status: 401 });
    expect(server.sent).toHaveLength(1);
    expect(changes).toHaveBeenCalled();
    expect(modules.credentials.sessionEnded()).toBe(true);
  });

  it('a page that never had credentials has no session to end', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(null);
    const server = fakeServer(new Set());
    await expect(clientFor(modules, server.fetch).request('GET', '/user/me')).rejects.toMatchObject({ status: 401 });
    expect(modules.credentials.sessionEnded()).toBe(false);
  });

  it('logout forgets every credential and says the player chose it', async () => {
    const modules = await load();
    modules.credentials.setTelegramAuthorization(null);
    document.cookie = `${AUTH_COOKIE}=abc; path=/`;
    expect(modules.credentials.currentAuthorization()).toBe('Bearer abc');
    modules.credentials.forgetCredentials();
    expect(document.cookie).not.toContain(AUTH_COOKIE);
    expect(modules.credentials.sessionEnded()).toBe(true);
    expect(modules.credentials.endedByLogout()).toBe(true);
  });
});
