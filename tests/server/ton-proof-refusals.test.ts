/**
 * Each way a ton_proof is refused, one field wrong at a time, with the code the app shows
 * (server/payments/ton-proof.ts), and the public key read from each wallet contract we accept
 * (server/payments/wallet-public-key.ts). A refusal is an answer, never a throw: a malformed proof
 * from a hostile client must end as a clear 4xx, not a 500.
 */
import { beginCell, contractAddress, storeStateInit, type StateInit } from '@ton/core';
import { keyPairFromSeed, sign } from '@ton/crypto';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { checkTonProof } from '../../server/payments/ton-proof';
import { walletPublicKey } from '../../server/payments/wallet-public-key';
import type { CheckProofRequest } from '../../src/contract/endpoints/wallet';
import { tonProofDigest } from './helpers/ton-connect-proof';

const DOMAIN = 'app.sendswin.example';
const NOW = 1_790_000_000;
const keys = keyPairFromSeed(Buffer.alloc(32, 7));
const otherKeys = keyPairFromSeed(Buffer.alloc(32, 9));

const CONTRACTS = {
  v3r1: WalletContractV3R1.create({ workchain: 0, publicKey: keys.publicKey }),
  v3r2: WalletContractV3R2.create({ workchain: 0, publicKey: keys.publicKey }),
  v4r2: WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey }),
  w5r1: WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey }),
};

const boc = (init: StateInit) => beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');

/** A proof as a wallet with this state init signs it; `change` alters the request afterwards. */
function proof(init: StateInit, signer = keys, change: (request: CheckProofRequest) => void = () => {}): CheckProofRequest {
  const address = contractAddress(0, init);
  const request: CheckProofRequest = {
    address: address.toRawString(),
    network: '-239',
    public_key: keys.publicKey.toString('hex'),
    proof: {
      timestamp: NOW,
      domain: { lengthBytes: Buffer.byteLength(DOMAIN), value: DOMAIN },
      payload: 'nonce-1',
      signature: sign(tonProofDigest(address, DOMAIN, NOW, 'nonce-1'), signer.secretKey).toString('base64'),
      state_init: boc(init),
    },
  };
  change(request);
  return request;
}

const check = (request: CheckProofRequest) => checkTonProof(request, DOMAIN, NOW);

describe('a proof from each wallet contract we read a key from', () => {
  it.each(Object.entries(CONTRACTS))('%s: taken, with its address and the key from its state init', (_name, contract) => {
    const result = check(proof(contract.init));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.address.equals(contract.address)).toBe(true);
    expect(result.publicKey.equals(keys.publicKey)).toBe(true);
  });

  it.each(Object.entries(CONTRACTS))('%s: the key is read at its place in the contract data', (_name, contract) => {
    expect(walletPublicKey(contract.init)?.toString('hex')).toBe(keys.publicKey.toString('hex'));
  });
});

describe('refused, one field wrong at a time', () => {
  const init = CONTRACTS.v4r2.init;

  it('another domain, or the right domain with another byte length', () => {
    expect(checkTonProof(proof(init), 'evil.example', NOW)).toEqual({ ok: false, code: 'proof_domain_mismatch', reason: expect.stringContaining('evil.example') });
    expect(check(proof(init, keys, (r) => (r.proof.domain.lengthBytes += 1)))).toMatchObject({ ok: false, code: 'proof_domain_mismatch' });
  });

  it('an address or a state init that does not parse', () => {
    expect(check(proof(init, keys, (r) => (r.address = 'not an address')))).toMatchObject({ ok: false, code: 'proof_invalid' });
    expect(check(proof(init, keys, (r) => (r.proof.state_init = 'te6cc')))).toMatchObject({ ok: false, code: 'proof_invalid' });
  });

  it("a state init that is another contract's (the address is not derived from it)", () => {
    expect(check(proof(init, keys, (r) => (r.proof.state_init = boc(CONTRACTS.w5r1.init))))).toMatchObject({ ok: false, code: 'proof_invalid', reason: expect.stringContaining('not this address') });
  });

  it('a contract we cannot read a key from', () => {
    const unknown: StateInit = { code: beginCell().storeUint(0xdead, 16).endCell(), data: CONTRACTS.v4r2.init.data };
    expect(check(proof(unknown))).toMatchObject({ ok: false, code: 'wallet_unsupported' });
    // Data but no code: nothing to compare, refused rather than thrown.
    const noCode: StateInit = { data: CONTRACTS.v4r2.init.data };
    expect(check(proof(noCode))).toMatchObject({ ok: false, code: 'wallet_unsupported' });
  });

  it('a public key other than the state init’s, even with a signature the state init’s key made', () => {
    expect(check(proof(init, keys, (r) => (r.public_key = otherKeys.publicKey.toString('hex'))))).toMatchObject({ ok: false, code: 'proof_invalid', reason: expect.stringContaining('public key') });
  });

  it('a signature by another key, a cut signature, an empty one', () => {
    expect(check(proof(init, otherKeys))).toMatchObject({ ok: false, code: 'proof_invalid', reason: expect.stringContaining('signature') });
    const signature = Buffer.from(proof(init).proof.signature, 'base64');
    expect(check(proof(init, keys, (r) => (r.proof.signature = signature.subarray(0, 63).toString('base64'))))).toMatchObject({ ok: false, code: 'proof_invalid' });
    expect(check(proof(init, keys, (r) => (r.proof.signature = '')))).toMatchObject({ ok: false, code: 'proof_invalid' });
  });
});

describe('walletPublicKey', () => {
  it('is null for a state init without code or without data, for unknown code, and for data too short to hold a key', () => {
    const { code, data } = CONTRACTS.v4r2.init;
    expect(walletPublicKey({ data })).toBeNull();
    expect(walletPublicKey({ code })).toBeNull();
    expect(walletPublicKey({ code: beginCell().storeUint(1, 8).endCell(), data })).toBeNull();
    expect(walletPublicKey({ code, data: beginCell().storeUint(1, 64).endCell() })).toBeNull();
  });
});
