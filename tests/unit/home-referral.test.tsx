/** The invite link's referrer travels as X-Ref-Code until the first successful me call. */
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../src/lib/api-client';
import { getMe } from '../../src/lib/session-api/get-me';
import { captureReferral, clearReferral } from '../../src/lib/session/referral';
import { fakeApi, ok } from './kit/fake-api';
import { USER } from './kit/fixtures';

describe('referral', () => {
  afterEach(() => {
    clearReferral();
  });

  it('sends X-Ref-Code from ?ref= until me has answered', async () => {
    const api = fakeApi({ 'GET /user/me': ok({ data: USER }), 'GET /game/seed': ok({ data: { seedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 } }) });
    captureReferral('?ref=ABC123&lang=de');
    await getMe();
    await apiClient.call('GET /game/seed');
    expect(api.requests.map((request) => [request.key, request.headers.get('X-Ref-Code')])).toEqual([
      ['GET /user/me', 'ABC123'],
      ['GET /game/seed', null],
    ]);
  });

  it('ignores a launch without ref', () => {
    captureReferral('?lang=de');
    expect(sessionStorage.length).toBe(0);
  });
});
