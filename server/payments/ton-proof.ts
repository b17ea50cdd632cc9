import { Address, Cell, contractAddress, loadStateInit } from '@ton/core';
import { sha256_sync, signVerify } from '@ton/crypto';
import type { ApiErrorCode } from '../../src/contract/api-error-codes';
import type { CheckProofRequest } from '../../src/contract/endpoints/wallet';
import { PROOF_MAX_AGE_S } from './ton-proof-request';
import { walletPublicKey } from './wallet-public-key';

export type ProofCheck = { ok: true; address: Address; publicKey: Buffer } | { ok: false; code: ApiErrorCode; reason: string };

const refuse = (code: ApiErrorCode, reason: string): ProofCheck => ({ ok: false, code, reason });

/**
 * The ton_proof message and its signature, exactly as TON Connect specifies
 * (ton-connect requests-responses.md, "Address proof signature"):
 * message = "ton-proof-item-v2/" ++ workchain (int32 BE) ++ address hash ++ domain length (uint32 LE)
 *           ++ domain ++ timestamp (uint64 LE) ++ payload;
 * signed  = sha256(0xffff ++ "ton-connect" ++ sha256(message)).
 */
export function proofDigest(address: Address, domain: string, timestamp: number, payload: string): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainBytes = Buffer.from(domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([Buffer.from('ton-proof-item-v2/'), workchain, address.hash, domainLength, domainBytes, time, Buffer.from(payload)]);
  return sha256_sync(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), sha256_sync(message)]));
}

/**
 * Checks a proof apart from its payload's freshness (the caller consumes the payload in the
 * binding's transaction): our domain, a timestamp within 15 minutes, the address derived from the
 * state init, the public key read from it and the Ed25519 signature.
 */
export function checkTonProof(request: CheckProofRequest, expectedDomain: string, nowS: number): ProofCheck {
  const { proof } = request;
  if (proof.domain.value !== expectedDomain || proof.domain.lengthBytes !== Buffer.byteLength(proof.domain.value)) {
    return refuse('proof_domain_mismatch', `the proof is for ${proof.domain.value}, not ${expectedDomain}`);
  }
  if (proof.timestamp < nowS - PROOF_MAX_AGE_S || proof.timestamp > nowS + 60) return refuse('proof_expired', 'the proof is older than 15 minutes or from the future');
  let address: Address;
  let init;
  try {
    address = Address.parse(request.address);
    init = loadStateInit(Cell.fromBase64(proof.state_init).beginParse());
  } catch {
    return refuse('proof_invalid', 'the address or the state init does not parse');
  }
  if (!contractAddress(address.workChain, init).equals(address)) return refuse('proof_invalid', 'the state init is not this address');
  const publicKey = walletPublicKey(init);
  if (!publicKey) return refuse('wallet_unsupported', 'the wallet contract is not one we can read a public key from');
  if (!publicKey.equals(Buffer.from(request.public_key, 'hex'))) return refuse('proof_invalid', 'the public key is not the state init’s');
  const signature = Buffer.from(proof.signature, 'base64');
  if (signature.length !== 64 || !signVerify(proofDigest(address, proof.domain.value, proof.timestamp, proof.payload), signature, publicKey)) {
    return refuse('proof_invalid', 'the signature does not verify');
  }
  return { ok: true, address, publicKey };
}
