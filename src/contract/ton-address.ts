/**
 * TON addresses as people read them (docs/payments.md, "Addresses on screen"): the user-friendly
 * form, tag + workchain + hash + CRC16 in base64url, exactly as @ton/core's
 * Address.toString({ urlSafe: true, bounceable, testOnly }) writes it. Written out here, a few lines,
 * so a screen that shows a wallet does not load @ton/core (and a Buffer polyfill) for it.
 * TON's rule: a wallet gets the non-bounceable form (UQ…, 0Q… on testnet), so money sent to a
 * wallet that is not deployed yet is not bounced back.
 */

const BOUNCEABLE_TAG = 0x11;
const NON_BOUNCEABLE_TAG = 0x51;
const TEST_ONLY_FLAG = 0x80;

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), the checksum of the friendly form. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The workchain and the 32-byte hash of a raw (`0:<64 hex>`) or friendly (48 characters) address; null if neither. */
function parts(address: string): { workchain: number; hash: Uint8Array } | null {
  const raw = /^(-?\d+):([0-9a-fA-F]{64})$/.exec(address.trim());
  if (raw) {
    const hash = Uint8Array.from(raw[2]!.match(/../g)!, (pair) => parseInt(pair, 16));
    return { workchain: Number(raw[1]), hash };
  }
  const bytes = address.trim().length === 48 ? fromBase64Url(address.trim()) : null;
  if (!bytes || bytes.length !== 36) return null;
  if (crc16(bytes.subarray(0, 34)) !== ((bytes[34]! << 8) | bytes[35]!)) return null;
  const workchain = bytes[1] === 0xff ? -1 : bytes[1]!;
  return { workchain, hash: bytes.slice(2, 34) };
}

export interface FriendlyOptions {
  bounceable: boolean;
  /** Testnet: the test-only flag, so a mainnet wallet refuses to send to it by mistake. */
  testOnly: boolean;
}

/** The user-friendly form of `address` (raw or friendly); the input unchanged when it is not an address. */
export function friendlyAddress(address: string, { bounceable, testOnly }: FriendlyOptions): string {
  const found = parts(address);
  if (!found) return address;
  const bytes = new Uint8Array(36);
  bytes[0] = (bounceable ? BOUNCEABLE_TAG : NON_BOUNCEABLE_TAG) | (testOnly ? TEST_ONLY_FLAG : 0);
  bytes[1] = found.workchain & 0xff;
  bytes.set(found.hash, 2);
  const crc = crc16(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return base64Url(bytes);
}

/** A player's wallet as shown to them: non-bounceable, test-only on testnet. */
export function walletAddress(address: string, network: 'mainnet' | 'testnet' | null): string {
  return friendlyAddress(address, { bounceable: false, testOnly: network === 'testnet' });
}

/** UQAb…x9Zk: enough of the address to recognise it, on one line (the full form stays copyable). */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
