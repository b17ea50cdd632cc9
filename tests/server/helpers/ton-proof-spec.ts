/**
 * The ton_proof message a wallet signs, written out here from TON Connect's specification
 * (requests-responses.md, "Address proof signature") for the tests' signers, without any code of
 * the server: a byte-order or prefix slip in server/payments/ton-proof.ts then signs and verifies
 * different bytes instead of the same wrong ones.
 *
 *   message = utf8 "ton-proof-item-v2/" ++ workchain (int32, big-endian) ++ address hash (32 bytes)
 *             ++ domain length in bytes (uint32, little-endian) ++ domain (utf8)
 *             ++ timestamp (uint64, little-endian) ++ payload (utf8)
 *   signed  = sha256(0xffff ++ utf8 "ton-connect" ++ sha256(message))
 */
import { createHash } from 'node:crypto';

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** The bytes of the proof message, field by field, each written with its own byte order. */
export function specProofMessage(workchain: number, addressHash: Buffer, domain: string, timestamp: number, payload: string): Buffer {
  const domainBytes = Buffer.from(domain, 'utf8');
  const fields = [
    Buffer.from('ton-proof-item-v2/', 'utf8'),
    Buffer.from([(workchain >>> 24) & 0xff, (workchain >>> 16) & 0xff, (workchain >>> 8) & 0xff, workchain & 0xff]),
    addressHash,
    Buffer.from([domainBytes.length & 0xff, (domainBytes.length >>> 8) & 0xff, (domainBytes.length >>> 16) & 0xff, (domainBytes.length >>> 24) & 0xff]),
    domainBytes,
    Buffer.from(Array.from({ length: 8 }, (_, i) => Number((BigInt(timestamp) >> BigInt(8 * i)) & 0xffn))),
    Buffer.from(payload, 'utf8'),
  ];
  return Buffer.concat(fields);
}

/** The 32 bytes a wallet signs with Ed25519 for that message. */
export function specProofDigest(message: Buffer): Buffer {
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect', 'utf8'), sha256(message)]));
}
