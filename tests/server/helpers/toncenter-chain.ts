/**
 * The toncenter stand-in's little chain (toncenter-stand-in.ts): jetton wallets named by (owner,
 * master) with their balances, the transfers into and out of each in toncenter's field formats,
 * and the real wallet contracts in @ton/sandbox (the highload wallet v3 of the hot wallet) that
 * posted external messages run against.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Address, beginCell, Cell, loadMessage, type Message, storeMessage, toNano } from '@ton/core';
import { Blockchain } from '@ton/sandbox';
import type { SentMessage, StandInTransfer } from './toncenter-types';

export const raw = (address: Address) => address.toRawString().toUpperCase();

export interface ChainState {
  /** The last logical time handed out; each new transfer takes the next. */
  lt: bigint;
  readonly usdtMaster: Address;
  /** Incoming transfers by jetton wallet (raw). */
  readonly transfers: Map<string, StandInTransfer[]>;
  /** Outgoing transfers by jetton wallet (raw). */
  readonly outTransfers: Map<string, StandInTransfer[]>;
  /** Outgoing transfers the test holds back from the index (holdOut). */
  readonly held: [string, StandInTransfer][];
  /** Incoming transfers that arrived while the index lags (holdOut), indexed at releaseHeld. */
  readonly heldIn: [string, StandInTransfer][];
  readonly sent: SentMessage[];
  /** Wallet seqnos as the real contracts in the sandbox count them: one per accepted message. */
  readonly seqnos: Map<string, number>;
  readonly wallets: Map<string, { owner: Address; master: Address; balance: bigint }>;
  readonly funded: Set<string>;
  sandbox: Blockchain | null;
  /** Seconds the chain's clock runs ahead of ours (advanceTime): messages expire, blocks go on. */
  shiftS: number;
  /**
   * The index as the indexer last stored it, frozen while anything is held back (a lagging
   * indexer): the time of its last masterchain block, the wallets' seqnos, and the transactions
   * that took external messages, by message hash (base64).
   */
  indexedAt: number;
  readonly indexedSeqnos: Map<string, number>;
  readonly messageTxs: Map<string, MessageTx[]>;
  readonly heldMessageTxs: [string, MessageTx][];
  /** The wall clock in ms (a simulation runs on its own; default Date.now). */
  readonly clockMs: () => number;
}

/** The transaction that took a message (external or internal), as toncenter's transactionsByMessage lists it. */
export interface MessageTx {
  hash: string;
  aborted: boolean;
  /** The hashes (base64) of the messages it sent. */
  outHashes: string[];
}

const messageHash = (message: Message) => beginCell().store(storeMessage(message)).endCell().hash().toString('base64');

export const chainNow = (state: ChainState) => Math.floor(state.clockMs() / 1000) + state.shiftS;

/** Nothing held back: the index catches up with the chain (its time, its seqnos). */
export function catchUpIndex(state: ChainState, holding: boolean): void {
  if (holding || state.held.length > 0 || state.heldIn.length > 0 || state.heldMessageTxs.length > 0) return;
  state.indexedAt = chainNow(state);
  for (const [wallet, seqno] of state.seqnos) state.indexedSeqnos.set(wallet, seqno);
}

/** Funds a wallet in the sandbox with 100 TON the first time it is named (a test may set less: setTon). */
export async function ensureFunded(state: ChainState, wallet: Address): Promise<Blockchain> {
  state.sandbox ??= await Blockchain.create();
  // On the chain's clock: an account's transactions never go back in time.
  state.sandbox.now = chainNow(state);
  if (!state.funded.has(raw(wallet))) {
    state.funded.add(raw(wallet));
    const treasury = await state.sandbox.treasury('stand-in');
    await treasury.send({ to: wallet, value: toNano('100'), bounce: false });
  }
  return state.sandbox;
}

export function newChainState(usdtMaster: Address, clockMs: () => number = Date.now): ChainState {
  return {
    lt: 47_000_000_000_000n, usdtMaster, transfers: new Map(), outTransfers: new Map(), held: [], heldIn: [], sent: [], seqnos: new Map(), wallets: new Map(), funded: new Set(), sandbox: null,
    shiftS: 0, indexedAt: Math.floor(clockMs() / 1000), indexedSeqnos: new Map(), messageTxs: new Map(), heldMessageTxs: [], clockMs,
  };
}

export function jettonWalletOf(state: ChainState, owner: Address, master: Address): Address {
  const hash = createHash('sha256').update(`${owner.toRawString()}|${master.toRawString()}`).digest();
  const wallet = new Address(0, hash);
  if (!state.wallets.has(raw(wallet))) state.wallets.set(raw(wallet), { owner, master, balance: 0n });
  return wallet;
}

/** A transfer record at the next lt, as toncenter v3 lists it (the fields a test does not name take their usual values). */
export function nextTransfer(state: ChainState, fields: Pick<StandInTransfer, 'source' | 'source_wallet' | 'destination' | 'amount' | 'jetton_master' | 'response_destination'> & Partial<StandInTransfer>): StandInTransfer {
  state.lt += 1000n;
  return {
    transaction_hash: randomBytes(32).toString('base64'),
    transaction_lt: state.lt.toString(),
    transaction_now: chainNow(state),
    transaction_aborted: false,
    query_id: '0',
    custom_payload: null,
    forward_ton_amount: '0',
    forward_payload: null,
    trace_id: randomBytes(32).toString('base64'),
    ...fields,
  };
}

export function appendTo(map: Map<string, StandInTransfer[]>, wallet: string, transfer: StandInTransfer): void {
  map.set(wallet, [...(map.get(wallet) ?? []), transfer]);
}

/**
 * Runs a posted external message against the real wallet contract in @ton/sandbox (funded with
 * TON the first time; the highload wallet's first message deploys it) with the whole trace it
 * starts: each transaction is recorded by the hash of the message it took (transactionsByMessage),
 * and each jetton transfer the trace sends (TEP-74, to any address) goes on the chain as an outgoing
 * transfer of the jetton wallet it was sent to: bounced (aborted) when `bounceOut`, held back from
 * the index when `holdOut`.
 */
export async function execute(state: ChainState, boc: string, { bounceOut, holdOut }: { bounceOut: boolean; holdOut: boolean }): Promise<SentMessage> {
  const message = loadMessage(Cell.fromBase64(boc).beginParse());
  const wallet = message.info.dest as Address;
  const sandbox = await ensureFunded(state, wallet);
  sandbox.now = chainNow(state);
  let result;
  try {
    result = await sandbox.sendMessage(message);
  } catch {
    const refused: SentMessage = { boc, accepted: false, jettonTransfers: [] };
    state.sent.push(refused);
    return refused;
  }
  state.seqnos.set(raw(wallet), (state.seqnos.get(raw(wallet)) ?? 0) + 1);
  const jettonTransfers: SentMessage['jettonTransfers'] = [];
  for (const [index, tx] of result.transactions.entries()) {
    const aborted = tx.description.type === 'generic' && tx.description.aborted;
    const outs = tx.outMessages.values();
    const taken: MessageTx = { hash: tx.hash().toString('base64'), aborted, outHashes: outs.map(messageHash) };
    // The external message by the hash of the BOC as posted; the internal ones as the chain stored them.
    const inHash = index === 0 ? Cell.fromBase64(boc).hash().toString('base64') : messageHash(tx.inMessage!);
    if (holdOut) state.heldMessageTxs.push([inHash, taken]);
    else state.messageTxs.set(inHash, [...(state.messageTxs.get(inHash) ?? []), taken]);
    for (const out of outs) {
      if (out.info.type !== 'internal') continue;
      const body = out.body.beginParse();
      if (body.remainingBits < 32 || body.loadUint(32) !== 0x0f8a7ea5) continue;
      const queryId = body.loadUintBig(64);
      const amount = body.loadCoins();
      const destination = body.loadAddress();
      const responseDestination = body.loadAddress();
      const jettonWallet = raw(out.info.dest);
      jettonTransfers.push({ to: jettonWallet, queryId, amount, destination: raw(destination), responseDestination: raw(responseDestination) });
      const transfer = nextTransfer(state, {
        // The hot jetton wallet's transaction is named by the message it took.
        transaction_hash: messageHash(out),
        transaction_aborted: bounceOut,
        query_id: queryId.toString(),
        source: raw(wallet),
        source_wallet: jettonWallet,
        destination: raw(destination),
        amount: amount.toString(),
        jetton_master: raw(state.wallets.get(jettonWallet)?.master ?? state.usdtMaster),
        response_destination: raw(responseDestination),
      });
      // The hot jetton wallet pays it (one the test never funded stays at 0 rather than going negative).
      const paying = state.wallets.get(jettonWallet);
      if (paying && !bounceOut) paying.balance = paying.balance > amount ? paying.balance - amount : 0n;
      if (holdOut) state.held.push([jettonWallet, transfer]);
      else appendTo(state.outTransfers, jettonWallet, transfer);
    }
  }
  const accepted: SentMessage = { boc, accepted: true, jettonTransfers };
  state.sent.push(accepted);
  return accepted;
}
