import { readFileSync, statSync } from 'node:fs';
import { type Address, beginCell, external, internal, storeMessage, toNano, type Cell } from '@ton/core';
import { mnemonicToPrivateKey, mnemonicValidate } from '@ton/crypto';
import { HIGHLOAD_TIMEOUT_S, highloadAddress, highloadQueryId, highloadStateInit, signHighloadBatch } from './highload-wallet-v3';

/** TEP-74 jetton transfer. */
const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** TON attached to the jetton transfer for the jetton wallets' fees; the excess returns to us (response destination). */
const ATTACHED_TON = toNano('0.05');

export interface PayoutOrder {
  /** The withdrawal id: the transfer's query_id, so the chain names the withdrawal it pays. */
  queryId: bigint;
  amountMicro: bigint;
  /** The player's bound wallet (the jetton owner to be). */
  destination: Address;
}

export interface BatchOrder {
  payouts: PayoutOrder[];
  /** The hot wallet's own USDT jetton wallet, which every transfer goes to. */
  jettonWallet: Address;
  /** A running number (the batch's id) the wallet's query_id is made of: never reused within its window. */
  batchNumber: number;
  /** Unix seconds; a little before now, as the chain's clock may be behind ours. */
  createdAt: number;
}

export interface SignedPayout {
  /** The external message, base64 BOC, exactly as sent (and re-sent). */
  boc: string;
  /** Its cell hash, hex: how the message is named in logs and the database. */
  hash: string;
  /** The wallet's query_id of this message. */
  queryId: number;
  /** created_at + timeout: from then on the wallet contract refuses the message. */
  validUntil: Date;
}

/** The jetton transfer body (TEP-74): the whole amount to `destination`, excess TON back to us. */
export function jettonTransferBody(order: PayoutOrder, responseDestination: Address): Cell {
  return beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(order.queryId, 64)
    .storeCoins(order.amountMicro)
    .storeAddress(order.destination)
    .storeAddress(responseDestination)
    .storeBit(false)
    .storeCoins(0n)
    .storeBit(false)
    .endCell();
}

/** The mnemonic file refused, naming the file and why, never a word of its content. */
export class HotWalletKeyError extends Error {}

/**
 * The highload v3 hot wallet that pays withdrawals out in batches (highload-wallet-v3.ts). The
 * secret key lives only in a private field: no property, toString or JSON of this object shows it,
 * and no error names a word of the mnemonic.
 */
export class HotWallet {
  readonly #secretKey: Buffer;
  readonly #publicKey: Buffer;
  readonly address: Address;

  // The network is kept in the signature for the callers: a highload wallet's address is the same on both.
  private constructor(secretKey: Buffer, publicKey: Buffer, _network: 'mainnet' | 'testnet') {
    this.#secretKey = secretKey;
    this.#publicKey = publicKey;
    this.address = highloadAddress(publicKey);
  }

  static async fromWords(words: string[], network: 'mainnet' | 'testnet'): Promise<HotWallet> {
    if (!(await mnemonicValidate(words))) throw new HotWalletKeyError('the hot wallet mnemonic is not a valid 24-word TON mnemonic');
    const keys = await mnemonicToPrivateKey(words);
    return new HotWallet(keys.secretKey, keys.publicKey, network);
  }

  /** Reads the mnemonic file; refuses one that others than its owner may read (docs/payments.md). */
  static async fromFile(path: string, network: 'mainnet' | 'testnet'): Promise<HotWallet> {
    let text: string;
    try {
      // Nothing beyond 0600: no bit for the group or others, no execute, no setuid, setgid or sticky bit.
      const mode = statSync(path).mode & 0o7777;
      if ((mode & ~0o600) !== 0) throw new HotWalletKeyError(`${path} has mode ${mode.toString(8).padStart(4, '0')}, more than its owner's read and write: chmod 600 it`);
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if (error instanceof HotWalletKeyError) throw error;
      throw new HotWalletKeyError(`cannot read the hot wallet mnemonic file ${path}`);
    }
    return HotWallet.fromWords(text.trim().split(/\s+/), network);
  }

  /**
   * Signs one batch as one external message: a TEP-74 transfer per payout, query_id = the
   * withdrawal id, all from the hot jetton wallet. The state init rides along on every message
   * (the first one deploys the wallet; an active wallet ignores it), so no deploy step is needed.
   */
  signBatch(order: BatchOrder): SignedPayout {
    const queryId = highloadQueryId(order.batchNumber);
    const messages = order.payouts.map((p) => internal({ to: order.jettonWallet, value: ATTACHED_TON, bounce: true, body: jettonTransferBody(p, this.address) }));
    const body = signHighloadBatch(this.address, this.#secretKey, { messages, queryId, createdAt: order.createdAt });
    const message = external({ to: this.address, init: highloadStateInit(this.#publicKey), body });
    const cell = beginCell().store(storeMessage(message)).endCell();
    return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('hex'), queryId, validUntil: new Date((order.createdAt + HIGHLOAD_TIMEOUT_S) * 1000) };
  }

  toJSON(): { address: string } {
    return { address: this.address.toRawString() };
  }
}
