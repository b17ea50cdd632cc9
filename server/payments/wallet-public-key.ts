import type { Cell, Slice, StateInit } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

/**
 * The wallet contracts whose state init we can read a public key from, as TON Connect's reference
 * backend does for a wallet not deployed yet (ton-connect/demo-dapp-with-react-ui,
 * src/server/wrappers/wallets-data.ts). We make no network call for a get_public_key, so any
 * other code is refused.
 */
const KNOWN_WALLETS = [
  { code: WalletContractV3R1.create({ workchain: 0, publicKey: Buffer.alloc(32) }).init.code, read: (cs: Slice) => (cs.skip(64), cs.loadBuffer(32)) },
  { code: WalletContractV3R2.create({ workchain: 0, publicKey: Buffer.alloc(32) }).init.code, read: (cs: Slice) => (cs.skip(64), cs.loadBuffer(32)) },
  { code: WalletContractV4.create({ workchain: 0, publicKey: Buffer.alloc(32) }).init.code, read: (cs: Slice) => (cs.skip(64), cs.loadBuffer(32)) },
  // W5: signature-auth flag, seqno, wallet id, then the key.
  { code: WalletContractV5R1.create({ workchain: 0, publicKey: Buffer.alloc(32) }).init.code, read: (cs: Slice) => (cs.skip(1 + 32 + 32), cs.loadBuffer(32)) },
];

/** The public key a standard wallet's state init holds; null for an unknown contract. */
export function walletPublicKey(init: StateInit): Buffer | null {
  if (!init.code || !init.data) return null;
  const known = KNOWN_WALLETS.find((wallet) => wallet.code.equals(init.code!));
  return known ? readKey(known.read, init.data) : null;
}

/** A known code with data too short for its layout holds no key we can use. */
function readKey(read: (cs: Slice) => Buffer, data: Cell): Buffer | null {
  try {
    return read(data.beginParse());
  } catch {
    return null;
  }
}
