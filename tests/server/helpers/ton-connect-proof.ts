/**
 * A TON Connect wallet's side of ton_proof, for tests: a real wallet contract's state init (from
 * @ton/ton), its address, and a proof signed with its key as a wallet signs it
 * (the message written out from TON Connect's specification in ./ton-proof-spec.ts, not the server's).
 */
import { beginCell, contractAddress, storeStateInit, type Address, type StateInit } from '@ton/core';
import { keyPairFromSeed, sign, type KeyPair } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { randomBytes } from 'node:crypto';
import { specProofDigest, specProofMessage } from './ton-proof-spec';

export interface TestWallet {
  keys: KeyPair;
  init: StateInit;
  address: Address;
}

export function newTestWallet(version: 'v4' | 'v5' = 'v5'): TestWallet {
  const keys = keyPairFromSeed(randomBytes(32));
  const contract = version === 'v4' ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey }) : WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey });
  return { keys, init: contract.init, address: contractAddress(0, contract.init) };
}

/** What a wallet signs for this proof, from the specification's bytes. */
export function tonProofDigest(address: Address, domain: string, timestamp: number, payload: string): Buffer {
  return specProofDigest(specProofMessage(address.workChain, address.hash, domain, timestamp, payload));
}

export interface ProofOptions {
  payload: string;
  domain: string;
  timestamp?: number;
  /** Sign with these keys instead of the wallet's. */
  signer?: KeyPair;
  network?: '-239' | '-3';
}

/** The check-proof request the app posts to /wallet/bind. */
export function checkProofRequest(wallet: TestWallet, options: ProofOptions) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = sign(tonProofDigest(wallet.address, options.domain, timestamp, options.payload), (options.signer ?? wallet.keys).secretKey);
  return {
    address: wallet.address.toRawString(),
    network: options.network ?? '-3',
    public_key: wallet.keys.publicKey.toString('hex'),
    proof: {
      timestamp,
      domain: { lengthBytes: Buffer.byteLength(options.domain), value: options.domain },
      payload: options.payload,
      signature: signature.toString('base64'),
      state_init: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
    },
  };
}
