/** The API client against a fake network edge: only `fetch` is replaced, everything else is real. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { createApiClient, apiClient } from '../../src/lib/api-client';
import { ApiError } from '../../src/lib/api-error';
import { setTelegramAuthorization } from '../../src/lib/session/credentials';

function fakeFetch(status: number, body: string | object = '', contentType = 'application/json') {
  return vi.fn<typeof fetch>(async () =>
    new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': contentType },
    }),
  );
}

const sentHeaders = (fetchMock: ReturnType<typeof fakeFetch>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

describe('createApiClient', () => {
  it('joins base, path params (encoded) and query (skipping empty values)', async () => {
    const fetchMock = fakeFetch(200, { data: 1 });
    const client = createApiClient({ baseUrl: 'https://api.example/api/v1', authorization: () => null, fetch: fetchMock });
    await client.request('GET', '/things/:id/items', { params: { id: 'a b/c' }, query: { page: 2, q: 'x&y', none: undefined, nil: null } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example/api/v1/things/a%20b%2Fc/items?page=2&q=x%26y');
  });

  it('throws on a missing path parameter instead of calling a wrong URL', async () => {
    const fetchMock = fakeFetch(200, {});
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: fetchMock });
    await expect(client.request('POST', '/c/:circleId/withdraw')).rejects.toThrow('circleId');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and returns the parsed JSON', async () => {
    const fetchMock = fakeFetch(201, { data: { orderId: 'o1' } });
    const client = createApiClient({ baseUrl: '', authorization: () => 'tma abc', fetch: fetchMock });
    const result = await client.request<{ data: { orderId: string } }>('POST', '/game/orders', { body: { game: 'odd_even' } });
    expect(result).toEqual({ data: { orderId: 'o1' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"game":"odd_even"}');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    expect(sentHeaders(fetchMock).get('authorization')).toBe('tma abc');
  });

  it('calls an endpoint-table row by its key: method and path from the key, parameters filled in', async () => {
    const fetchMock = fakeFetch(200, { data: { circleId: 7, payout: '1.5' } });
    const client = createApiClient({ baseUrl: '/api/v1', authorization: () => null, fetch: fetchMock });
    const { data } = await client.call('POST /user-ref-circle/:circleId/withdraw', { params: { circleId: 7 } });
    expect(data.payout).toBe('1.5');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user-ref-circle/7/withdraw');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('a call that disagrees with its row fails the type check', () => {
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: fakeFetch(200) });
    const never = () => {
      // @ts-expect-error no such row
      void client.call('GET /game/no-such-thing');
      // @ts-expect-error the row needs its path parameter
      void client.call('POST /user-ref-circle/:circleId/withdraw');
      // @ts-expect-error the body's game is one of GAMES
      void client.call('POST /game/orders', { body: { game: 'chess', option: 'odd', amount: '1' } });
      // @ts-expect-error the answer has no field the row does not declare
      void client.call('GET /user/me').then(({ data }) => data.password);
    };
    expect(never).toBeTypeOf('function');
  });

  it('returns undefined for 204', async () => {
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: fakeFetch(204) });
    await expect(client.request('DELETE', '/x')).resolves.toBeUndefined();
  });

  it('throws the parsed error body with the status on a non-OK response', async () => {
    const body = { error: { code: 'auth_expired', message: 'Launch data expired' } };
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: fakeFetch(401, body) });
    const error = await client.request('GET', '/user/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, code: 'auth_expired', message: 'Launch data expired' });
  });

  it('turns a non-JSON error body into a generic ApiError', async () => {
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: fakeFetch(502, '<html>Bad gateway</html>', 'text/html') });
    await expect(client.request('GET', '/user/me')).rejects.toMatchObject({
      status: 502,
      body: { error: { code: 'http_502', message: 'Request failed with status 502' } },
    });
  });

  it('leaves the Authorization header out when asked (login) or when there are no credentials', async () => {
    const fetchMock = fakeFetch(200, {});
    const client = createApiClient({ baseUrl: '', authorization: () => 'Bearer t', fetch: fetchMock });
    await client.request('POST', '/auth/telegram-login', { body: {}, authorize: false });
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });
});

describe('apiClient credentials', () => {
  afterEach(() => {
    setTelegramAuthorization(null);
    clearCookies();
    vi.unstubAllGlobals();
  });

  async function authorizationSent(): Promise<string | null> {
    const fetchMock = fakeFetch(200, { data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.request('GET', '/user/me');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user/me');
    return sentHeaders(fetchMock).get('authorization');
  }

  it('sends the Telegram launch data inside Telegram, even with a cookie token', async () => {
    document.cookie = `${AUTH_COOKIE}=tok; path=/`;
    setTelegramAuthorization('tma dXNlcj0x');
    expect(await authorizationSent()).toBe('tma dXNlcj0x');
  });

  it('sends the cookie token as Bearer outside Telegram', async () => {
    document.cookie = `${AUTH_COOKIE}=tok.en; path=/`;
    expect(await authorizationSent()).toBe('Bearer tok.en');
  });

  it('sends no Authorization without either', async () => {
    expect(await authorizationSent()).toBeNull();
  });
});

describe('what the client tells reachability (docs/offline.md)', () => {
  const reporter = () => ({ reportNetworkError: vi.fn(), reportAnswer: vi.fn() });

  it('a network error marks offline; any HTTP answer, an error status too, marks reachable', async () => {
    const reach = reporter();
    const lost = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createApiClient({ baseUrl: '', authorization: () => null, fetch: lost, reachability: reach }).request('GET', '/x')).rejects.toThrow(TypeError);
    expect(reach.reportNetworkError).toHaveBeenCalledTimes(1);
    expect(reach.reportAnswer).not.toHaveBeenCalled();

    await expect(createApiClient({ baseUrl: '', authorization: () => null, fetch: fakeFetch(503, { error: { code: 'x', message: 'Down' } }), reachability: reach }).request('GET', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(reach.reportAnswer).toHaveBeenCalledTimes(1);
    expect(reach.reportNetworkError).toHaveBeenCalledTimes(1);
  });

  it('a call with no answer after the timeout fails as a network error (lie-fi)', async () => {
    const reach = reporter();
    const hanging = vi.fn<typeof fetch>(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    // The app's timeout is 10 s (REQUEST_TIMEOUT_MS); a short one here, as AbortSignal.timeout runs on real time.
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: hanging, reachability: reach, timeoutMs: 20 });
    const failure = await client.request('GET', '/x', { signal: new AbortController().signal }).catch((error: unknown) => error);
    expect(failure).toHaveProperty('name', 'TimeoutError');
    expect(reach.reportNetworkError).toHaveBeenCalledTimes(1);
  });

  it("the caller's own abort (a cancelled query) says nothing about the network", async () => {
    const reach = reporter();
    const controller = new AbortController();
    const aborting = vi.fn<typeof fetch>(async () => {
      controller.abort();
      throw new TypeError('aborted while the network was fine');
    });
    const client = createApiClient({ baseUrl: '', authorization: () => null, fetch: aborting, reachability: reach, timeoutMs: 10_000 });
    await expect(client.request('GET', '/x', { signal: controller.signal })).rejects.toThrow('aborted while the network was fine');
    expect(reach.reportNetworkError).not.toHaveBeenCalled();
  });
});
