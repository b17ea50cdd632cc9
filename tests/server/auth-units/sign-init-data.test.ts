/** The launch data the demo link and the tests sign (server/auth/sign-init-data.ts), checked by the real validator. */
import { describe, expect, it } from 'vitest';
import { decodeInitDataHeader, validateInitData } from '../../../server/auth/init-data';
import { signInitData, tmaAuthorization } from '../../../server/auth/sign-init-data';

const TOKEN = '123456:ABC-test-token';
const NOW = 1_800_000_000;
const user = { id: 7, first_name: 'Ann' };

describe('signInitData', () => {
  it('signs user, auth_date, extra fields and the start parameter', () => {
    const raw = signInitData({ user, authDate: NOW, startParam: 'ref1', extra: { query_id: 'q1' } }, TOKEN);
    const params = new URLSearchParams(raw);
    expect([...params.keys()]).toEqual(['query_id', 'auth_date', 'user', 'start_param', 'hash']);
    expect(params.get('user')).toBe('{"id":7,"first_name":"Ann"}');
    expect(validateInitData(raw, TOKEN, 60, NOW)).toMatchObject({ startParam: 'ref1', authDate: NOW });
  });
  it('leaves start_param out when there is none, or it is empty', () => {
    expect(new URLSearchParams(signInitData({ user, authDate: NOW }, TOKEN)).has('start_param')).toBe(false);
    expect(new URLSearchParams(signInitData({ user, authDate: NOW, startParam: '' }, TOKEN)).has('start_param')).toBe(false);
  });
  it('tmaAuthorization: "tma " and the raw text in base64', () => {
    const raw = signInitData({ user, authDate: NOW }, TOKEN);
    const header = tmaAuthorization(raw);
    expect(header.startsWith('tma ')).toBe(true);
    expect(decodeInitDataHeader(header.slice(4))).toBe(raw);
    expect(tmaAuthorization('é')).toBe(`tma ${Buffer.from('é', 'utf8').toString('base64')}`);
  });
});
