/**
 * The wallet's small pieces without a screen: the deposit's minimum, the QR code's transfer link,
 * the wallet binding's request, and which failures leave a money POST's fate open (its retry keeps
 * the Idempotency-Key). The network is faked at fetch (kit/fake-api.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindWallet } from '../../src/features/wallet/api/bind-wallet';
import { parseDepositAmount } from '../../src/features/wallet/deposit-amount';
import { transferLink } from '../../src/features/wallet/ton/transfer-link';
import { ApiError } from '../../src/lib/api-error';
import { isDefiniteAnswer, newIdempotencyKey } from '../../src/lib/idempotency';
import { fakeApi } from './kit/fake-api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the deposit minimum', () => {
  it('takes the minimum itself and refuses one micro-USDT less', () => {
    expect(parseDepositAmount('2.5', '2.500000', 'en')).toBe(2_500_000n);
    expect(parseDepositAmount('2.499999', '2.500000', 'en')).toBeNull();
    expect(parseDepositAmount('2.500001', '2.500000', 'en')).toBe(2_500_001n);
  });

  it('reads the amount in the language on screen when none is named', () => {
    expect(parseDepositAmount('3', '1.000000')).toBe(3_000_000n);
  });

  it('with a minimum it cannot read, takes any amount from zero up (the server holds the real one)', () => {
    expect(parseDepositAmount('0', 'none', 'en')).toBe(0n);
    expect(parseDepositAmount('0.000001', 'none', 'en')).toBe(1n);
    expect(parseDepositAmount('-1', 'none', 'en')).toBeNull();
  });
});

describe('transferLink', () => {
  it('names the address, the USDT jetton and the memo as the comment, encoded', () => {
    expect(transferLink('UQabc', 'EQmaster', 'sw 1&2')).toBe('ton://transfer/UQabc?jetton=EQmaster&text=sw+1%262');
  });

  it('leaves the jetton out when the server names none', () => {
    expect(transferLink('UQabc', null, 'sw1')).toBe('ton://transfer/UQabc?text=sw1');
  });
});

describe('bindWallet', () => {
  it('sends the connected account and its proof with the wallet’s state init, and answers the bound address', async () => {
    const api = fakeApi({ 'POST /wallet/bind': () => ({ status: 200, body: { data: { boundAddress: '0:abc' } } }) });
    const proof = { timestamp: 1_700_000_000, domain: { lengthBytes: 8, value: 'app.test' }, payload: 'p1', signature: 'c2ln' };
    const account = { address: '0:abc', chain: '-3', publicKey: 'ff', walletStateInit: 'te6c' };
    expect(await bindWallet(account, proof)).toBe('0:abc');
    expect(api.posts()[0]!.body).toEqual({ address: '0:abc', network: '-3', public_key: 'ff', proof: { ...proof, state_init: 'te6c' } });
  });

  it('sends an empty public key when the wallet gave none (the server refuses it)', async () => {
    const api = fakeApi({ 'POST /wallet/bind': () => ({ status: 200, body: { data: { boundAddress: '0:abc' } } }) });
    const proof = { timestamp: 1, domain: { lengthBytes: 1, value: 'a' }, payload: 'p', signature: 's' };
    await bindWallet({ address: '0:abc', chain: '-239', walletStateInit: 'x' }, proof);
    expect(api.posts()[0]!.body).toMatchObject({ network: '-239', public_key: '' });
  });
});

describe('which failures end an attempt', () => {
  const answer = (status: number) => new ApiError(status, { error: { code: 'x', message: 'x' } });

  it('a 4xx refusal does, but not a timeout (408), a rate limit (429), a 5xx or a lost answer', () => {
    expect([400, 401, 404, 409, 422, 499].filter((status) => !isDefiniteAnswer(answer(status)))).toEqual([]);
    expect([399, 408, 429, 500, 503].filter((status) => isDefiniteAnswer(answer(status)))).toEqual([]);
    expect(isDefiniteAnswer(new TypeError('Failed to fetch'))).toBe(false);
    expect(isDefiniteAnswer({ status: 409 })).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
  });

  it('outside a secure context (no randomUUID) is 32 random hex digits, each byte two digits', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint8Array) => (array.set(bytes), array)) as never);
    expect(crypto.randomUUID).toBeUndefined();
    expect(newIdempotencyKey()).toBe('00112233445566778899aabbccddeeff');
  });
});
