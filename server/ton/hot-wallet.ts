import { readFileSync, statSync } from 'node:fs';
import { type Address, beginCell, external, internal, SendMode, storeMessage, toNano, type Cell } from '@ton/core';
import { mnemonicToPrivateKey, mnemonicValidate } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

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
  /** The hot wallet's own USDT jetton wallet, which the message goes to. */
  jettonWallet: Address;
  seqno: number;
  /** After this the wallet contract refuses the message, so an unconfirmed one can be refunded. */
  validUntil: Date;
}

export interface SignedPayout {
  /** The external message, base64 BOC, exactly as sent (and re-sent). */
  boc: string;
  /** Its cell hash, hex: how the message is named in logs and the database. */
  hash: string;
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
 * The W5 hot wallet that pays withdrawals out. The secret key lives only in a private field: no
 * property, toString or JSON of this object shows it, and no error names a word of the mnemonic.
 */
export class HotWallet {
  readonly #secretKey: Buffer;
  readonly contract: WalletContractV5R1;

  private constructor(secretKey: Buffer, publicKey: Buffer, network: 'mainnet' | 'testnet') {
    this.#secretKey = secretKey;
    this.contract = WalletContractV5R1.create({ publicKey, walletId: { networkGlobalId: network === 'mainnet' ? -239 : -3 } });
  }

  get address(): Address {
    return this.contract.address;
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
      if ((statSync(path).mode & 0o077) !== 0) throw new HotWalletKeyError(`${path} may be read by others than its owner: chmod 600 it`);
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if (error instanceof HotWalletKeyError) throw error;
      throw new HotWalletKeyError(`cannot read the hot wallet mnemonic file ${path}`);
    }
    return HotWallet.fromWords(text.trim().split(/\s+/), network);
  }

  /** Signs one payout as an external message; seqno 0 carries the state init (the first message deploys the wallet). */
  sign(order: PayoutOrder): SignedPayout {
    const transfer = this.contract.createTransfer({
      seqno: order.seqno,
      secretKey: this.#secretKey,
      timeout: Math.floor(order.validUntil.getTime() / 1000),
      // Not IGNORE_ERRORS: a send the wallet cannot pay for fails the transaction (aborted, no
      // outgoing message) instead of passing as taken; the worker then proves it unpaid by the
      // message's hash (docs/payments.md, Finality).
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      messages: [internal({ to: order.jettonWallet, value: ATTACHED_TON, bounce: true, body: jettonTransferBody(order, this.address) })],
    });
    const message = external({ to: this.address, init: order.seqno === 0 ? this.contract.init : undefined, body: transfer });
    const cell = beginCell().store(storeMessage(message)).endCell();
    return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('hex') };
  }

  toJSON(): { address: string } {
    return { address: this.address.toRawString() };
  }
}
