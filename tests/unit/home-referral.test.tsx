/** The invite link's referrer travels as X-Ref-Code until the first successful me call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../src/lib/api-client';
import { getMe } from '../../src/lib/session-api/get-me';
import { captureReferral, clearReferral } from '../../src/lib/session/referral';

const ok = () => new Response(JSON.stringify({ data: {} }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('referral', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearReferral();
  });

  it('sends X-Ref-Code from ?ref= until me has answered', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    captureReferral('?ref=ABC123&lang=de');
    await getMe();
    await apiClient.call('GET /game/seed');
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Ref-Code'));
    expect(sent).toEqual(['ABC123', null]);
  });

  it('ignores a launch without ref', () => {
    captureReferral('?lang=de');
    expect(sessionStorage.length).toBe(0);
  });
});
