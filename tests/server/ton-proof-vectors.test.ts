/**
 * Known-answer vectors for ton_proof, so an encoding slip in server/payments/ton-proof.ts (a byte
 * order, the prefix, the domain's length) fails even though the tests' own signer would agree with
 * itself: a proof a real v4r2 wallet signed on mainnet and one from a W5 beta wallet on testnet
 * (both published as test data of the TonProof.NET library, for the domain winogarcia.github.io),
 * and one derived here byte by byte from TON Connect's specification with a fixed key.
 */
import { Address, beginCell, storeStateInit } from '@ton/core';
import { keyPairFromSeed, signVerify } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { checkTonProof, proofDigest } from '../../server/payments/ton-proof';
import { PROOF_MAX_AGE_S } from '../../server/payments/ton-proof-request';
import type { CheckProofRequest } from '../../src/contract/endpoints/wallet';
import { specProofDigest, specProofMessage } from './helpers/ton-proof-spec';

const REAL_DOMAIN = 'winogarcia.github.io';

/** A v4r2 wallet on mainnet: its answer to a TON Connect connect request with ton_proof. */
const REAL_V4R2: CheckProofRequest = {
  address: '0:0522952c6d0846ad7f93dfb7987e5f77f02ee53290a26f9be85a50c689085932',
  network: '-239',
  public_key: 'e635249f6b3fbaf9742ae1d09d8f6f01b6082ff9256d719006329405019f3198',
  proof: {
    timestamp: 1721827476,
    domain: { lengthBytes: 20, value: REAL_DOMAIN },
    signature: 'z05SXc3qseQ/c/Fwmp+D4+qF2QWRAbP7E8mcYwbxBTqsEcG/DQdMdUUJhYx0NQTpid38oxBDYnJ9vB0cZkd/Bw==',
    payload:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1bmlxdWVfbmFtZSI6IjExMjM3N2UxLWUwYjktNGIyOC05NjJkLTRiZDAxMTFmZmY3NyIsIm5iZiI6MTcyMTgyNzA4MiwiZXhwIjoxNzIxODI3OTgyLCJpYXQiOjE3MjE4MjcwODIsImlzcyI6Iklzc3VlckZvclBheWxvYWQiLCJhdWQiOiJBdWRpZW5jZUZvclBheWxvYWQifQ.BZ6LvTKvsSPZ4H6nbwcQP3gjVgvkbYm2vPIQjJ4Gyak',
    state_init:
      'te6cckECFgEAAwQAAgE0AgEAUQAAAAApqaMX5jUkn2s/uvl0KuHQnY9vAbYIL/klbXGQBjKUBQGfMZhAART/APSkE/S88sgLAwIBIAkEBPjygwjXGCDTH9Mf0x8C+CO78mTtRNDTH9Mf0//0BNFRQ7ryoVFRuvKiBfkBVBBk+RDyo/gAJKTIyx9SQMsfUjDL/1IQ9ADJ7VT4DwHTByHAAJ9sUZMg10qW0wfUAvsA6DDgIcAB4wAhwALjAAHAA5Ew4w0DpMjLHxLLH8v/CAcGBQAK9ADJ7VQAbIEBCNcY+gDTPzBSJIEBCPRZ8qeCEGRzdHJwdIAYyMsFywJQBc8WUAP6AhPLassfEss/yXP7AABwgQEI1xj6ANM/yFQgR4EBCPRR8qeCEG5vdGVwdIAYyMsFywJQBs8WUAT6AhTLahLLH8s/yXP7AAIAbtIH+gDU1CL5AAXIygcVy//J0Hd0gBjIywXLAiLPFlAF+gIUy2sSzMzJc/sAyEAUgQEI9FHypwICAUgTCgIBIAwLAFm9JCtvaiaECAoGuQ+gIYRw1AgIR6STfSmRDOaQPp/5g3gSgBt4EBSJhxWfMYQCASAODQARuMl+1E0NcLH4AgFYEg8CASAREAAZrx32omhAEGuQ64WPwAAZrc52omhAIGuQ64X/wAA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYALm0AHQ0wMhcbCSXwTgItdJwSCSXwTgAtMfIYIQcGx1Z70ighBkc3RyvbCSXwXgA/pAMCD6RAHIygfL/8nQ7UTQgQFA1yH0BDBcgQEI9ApvoTGzkl8H4AXTP8glghBwbHVnupI4MOMNA4IQZHN0crqSXwbjDRUUAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+IAeAH6APQEMPgnbyIwUAqhIb7y4FCCEHBsdWeDHrFwgBhQBMsFJs8WWPoCGfQAy2kXyx9SYMs/IMmAQPsABru64+A=',
  },
};

/** A W5 beta wallet on testnet (a contract we read no key from, so only its signature is checked). */
const REAL_W5_BETA = {
  address: Address.parseRaw('0:7afd7563d8fd084d35060278320769743905983b8ea43c5b16fb6e3dc0a190dd'),
  publicKey: Buffer.from('c5134fcb39879c2cf81ffdc347353d031cf184538130fdd42688152088bf69ba', 'hex'),
  timestamp: 1721812530,
  signature: Buffer.from('8ab+IBU83nga6aNznUNEHr3OgN1L7I2raVomWNrhEElTFI1a3VvAz4mzvQbaYiaCY+WftHZrJnSiEgnbRYojDA==', 'base64'),
  payload:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1bmlxdWVfbmFtZSI6IjQxNDA1NzUxLTNlZjEtNDZhYi04ZDJiLTRkMjE4NWVhZjI2ZSIsIm5iZiI6MTcyMTgxMjQ4OCwiZXhwIjoxNzIxODEzMzg4LCJpYXQiOjE3MjE4MTI0ODgsImlzcyI6Iklzc3VlckZvclBheWxvYWQiLCJhdWQiOiJBdWRpZW5jZUZvclBheWxvYWQifQ.rzJ1tpq-jDp19pDwWO8ZNp8T9ZkME9CZXIppWc5FYGo',
};

describe('real wallets’ proofs', () => {
  it('a v4r2 wallet’s proof verifies at its own time, giving its address and key', () => {
    const check = checkTonProof(REAL_V4R2, REAL_DOMAIN, REAL_V4R2.proof.timestamp);
    expect(check).toMatchObject({ ok: true });
    if (!check.ok) return;
    expect(check.address.toRawString()).toBe(REAL_V4R2.address);
    expect(check.publicKey.toString('hex')).toBe(REAL_V4R2.public_key);
  });

  it('the same proof with its timestamp or payload changed does not verify', () => {
    const { proof } = REAL_V4R2;
    expect(checkTonProof({ ...REAL_V4R2, proof: { ...proof, timestamp: proof.timestamp + 1 } }, REAL_DOMAIN, proof.timestamp)).toMatchObject({ ok: false, code: 'proof_invalid' });
    expect(checkTonProof({ ...REAL_V4R2, proof: { ...proof, payload: `${proof.payload}x` } }, REAL_DOMAIN, proof.timestamp)).toMatchObject({ ok: false, code: 'proof_invalid' });
  });

  it('a W5 beta wallet’s signature is over the digest the server computes', () => {
    const { address, publicKey, timestamp, signature, payload } = REAL_W5_BETA;
    expect(signVerify(proofDigest(address, REAL_DOMAIN, timestamp, payload), signature, publicKey)).toBe(true);
  });
});

describe('a proof derived from the specification, byte by byte', () => {
  // Ed25519 key from the seed 0x01..0x20; its v4r2 wallet on workchain 0.
  const keys = keyPairFromSeed(Buffer.from(Array.from({ length: 32 }, (_, i) => i + 1)));
  const wallet = WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
  const ADDRESS = '0:e71f2b5f35e5cd52f7dd471e359e5b15a93fc3b88fd6bc5cccacd9d5afb9fc85';
  const DOMAIN = 'app.sendswin.example';
  const TIMESTAMP = 1_790_000_123; // 0x6ab13bfb
  const PAYLOAD = 'b2f4c1d0e9a87f6655443322110ffeed';
  const MESSAGE = [
    '746f6e2d70726f6f662d6974656d2d76322f', // "ton-proof-item-v2/"
    '00000000', // workchain 0, int32 big-endian
    'e71f2b5f35e5cd52f7dd471e359e5b15a93fc3b88fd6bc5cccacd9d5afb9fc85', // address hash
    '14000000', // domain length 20, uint32 little-endian
    '6170702e73656e647377696e2e6578616d706c65', // "app.sendswin.example"
    'fb3bb16a00000000', // timestamp, uint64 little-endian
    '6232663463316430653961383766363635353434333332323131306666656564', // payload, utf8
  ].join('');
  // sha256(0xffff ++ "ton-connect" ++ sha256(message)), and the Ed25519 signature of it with the key above.
  const DIGEST = '512c53f95ccf604b67be0ce434c65a756dcc4b329be28d9e9e211cda4ed2fa41';
  const SIGNATURE = '5iJ6jp/veaNtR6qf99hwyrekRP9mHsEf0lrpf/j7wwSG1U+S5RacZfUrlUs1D9QxDnaVeGTRo5yLhHXWBiNaBg==';

  const proofRequest = (): CheckProofRequest => ({
    address: ADDRESS,
    network: '-239',
    public_key: keys.publicKey.toString('hex'),
    proof: {
      timestamp: TIMESTAMP,
      domain: { lengthBytes: 20, value: DOMAIN },
      payload: PAYLOAD,
      signature: SIGNATURE,
      state_init: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
    },
  });

  it('the tests’ signer writes the message and digest the specification gives', () => {
    expect(wallet.address.toRawString()).toBe(ADDRESS);
    const message = specProofMessage(0, wallet.address.hash, DOMAIN, TIMESTAMP, PAYLOAD);
    expect(message.toString('hex')).toBe(MESSAGE);
    expect(specProofDigest(message).toString('hex')).toBe(DIGEST);
  });

  it('the server computes the same digest and takes the proof', () => {
    expect(proofDigest(Address.parseRaw(ADDRESS), DOMAIN, TIMESTAMP, PAYLOAD).toString('hex')).toBe(DIGEST);
    const request = proofRequest();
    expect(checkTonProof(request, DOMAIN, TIMESTAMP)).toMatchObject({ ok: true });
  });

  it('is taken from 15 minutes old to 60 seconds ahead of the server’s clock (a wallet’s clock may run fast), not a second outside', () => {
    const request = proofRequest();
    const at = (nowS: number) => checkTonProof(request, DOMAIN, nowS);
    expect(at(TIMESTAMP + PROOF_MAX_AGE_S)).toMatchObject({ ok: true });
    expect(at(TIMESTAMP + PROOF_MAX_AGE_S + 1)).toMatchObject({ ok: false, code: 'proof_expired' });
    expect(at(TIMESTAMP - 60)).toMatchObject({ ok: true });
    expect(at(TIMESTAMP - 61)).toMatchObject({ ok: false, code: 'proof_expired' });
  });
});
