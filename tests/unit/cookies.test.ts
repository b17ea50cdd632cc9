import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '../../src/contract/constants';
import { deleteCookie, readCookie, writeCookie } from '../../src/lib/session/cookies';
import { clearAuthToken, readAuthToken, storeAuthToken } from '../../src/lib/session/auth-token';

/** A document stand-in that records what is written, since jsdom hides the cookie attributes. */
function recordingDocument(protocol = 'https:') {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return 'other=1; name=a%3Bb%3Dc; broken=%E0%A4%A';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('cookie helper', () => {
  it('reads and decodes one cookie among several; a missing one is null', () => {
    const doc = recordingDocument();
    expect(readCookie('name', doc)).toBe('a;b=c');
    expect(readCookie('other', doc)).toBe('1');
    expect(readCookie('nam', doc)).toBeNull();
    expect(readCookie('broken', doc)).toBe('%E0%A4%A'); // undecodable: kept raw, no throw
  });

  it('writes path, SameSite=Lax, expiry, and Secure on https only', () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    const https = recordingDocument('https:');
    writeCookie('t', 'x y', { expires }, https);
    expect(https.written).toEqual(['t=x%20y; path=/; SameSite=Lax; expires=Wed, 02 Jan 2030 03:04:05 GMT; Secure']);
    const http = recordingDocument('http:');
    writeCookie('t', 'v', {}, http);
    expect(http.written).toEqual(['t=v; path=/; SameSite=Lax']);
  });

  it('deletes by expiring in the past', () => {
    const doc = recordingDocument('http:');
    deleteCookie('t', {}, doc);
    expect(doc.written[0]).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('round-trips through a real document.cookie (jsdom)', () => {
    writeCookie('rt', 'a;b');
    expect(readCookie('rt')).toBe('a;b');
    deleteCookie('rt');
    expect(readCookie('rt')).toBeNull();
  });
});

describe('auth token cookie', () => {
  afterEach(() => clearAuthToken());

  it('stores the login token under sendswin_auth_token and clears it', () => {
    storeAuthToken({ token: 'jwt.token', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(readCookie(AUTH_COOKIE)).toBe('jwt.token');
    expect(readAuthToken()).toBe('jwt.token');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });

  it('expires when the server says, else after 7 days', () => {
    const now = Date.UTC(2030, 0, 1);
    const written = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {});
    storeAuthToken({ token: 't', expiresAt: '2030-01-03T00:00:00.000Z' }, now);
    storeAuthToken({ token: 't' }, now);
    storeAuthToken({ token: 't', expiresAt: 'garbage' }, now);
    expect(written.mock.calls.map(([cookie]) => /expires=([^;]+)/.exec(String(cookie))?.[1])).toEqual([
      'Thu, 03 Jan 2030 00:00:00 GMT',
      'Tue, 08 Jan 2030 00:00:00 GMT',
      'Tue, 08 Jan 2030 00:00:00 GMT',
    ]);
    written.mockRestore();
  });
});
