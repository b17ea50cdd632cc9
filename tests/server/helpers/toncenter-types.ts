/** The toncenter stand-in's shapes (toncenter-stand-in.ts): its records, its modes and its handle. */
import type { Address } from '@ton/core';

export interface StandInTransfer {
  transaction_hash: string;
  transaction_lt: string;
  transaction_now: number;
  transaction_aborted: boolean;
  query_id: string;
  source: string | null;
  source_wallet: string;
  destination: string;
  amount: string;
  jetton_master: string;
  response_destination: string | null;
  custom_payload: null;
  forward_ton_amount: string;
  forward_payload: string | null;
  trace_id: string;
}

export interface Deposit {
  /** jetton units (micro-USDT for USDT). */
  units: bigint;
  /** Text comment of the forward payload; null: no forward payload. */
  memo?: string | null;
  /** A raw forward payload (base64 BOC) instead of a comment. */
  forwardPayload?: string;
  /** The jetton's master (default: the stand-in's USDT master). */
  master?: Address;
  /** The owner it was sent to (default: the deposit address). */
  destination?: Address;
  aborted?: boolean;
  from?: Address;
}

export type Mode = 'ok' | 'down' | 'garbage' | 'not-json';

/** What happens to a message posted to /api/v2/sendBocReturnHash. */
export type SendMode =
  | 'ok'
  /** Refused with a 503, the message never reaches the chain. */
  | 'down'
  /** The chain takes the message but the answer is a 502: the sender cannot tell. */
  | 'accept-then-fail';

/** One message posted to sendBocReturnHash, and what the real wallet contract in the sandbox made of it. */
export interface SentMessage {
  boc: string;
  /** The wallet contract accepted it (a replay, an expired or badly signed message is not). */
  accepted: boolean;
  /** The jetton transfers its trace sent (TEP-74 fields read from each internal message's body): a batch's, or none. */
  jettonTransfers: { to: string; queryId: bigint; amount: bigint; destination: string; responseDestination: string }[];
}

export interface ToncenterStandIn {
  url: string;
  mode: Mode;
  /** Serve every page from the start, whatever start_lt says (a replayed page). */
  ignoreStartLt: boolean;
  /** Delays each /jetton/transfers answer (two watchers at once overlap). */
  delayMs: number;
  /** Called when a page with transfers has been sent. */
  onTransfersServed: ((count: number) => void) | null;
  /** Every path asked, in order. */
  requests: string[];
  sendMode: SendMode;
  /** The next outgoing jetton transfers bounce (their transaction is aborted). */
  bounceOut: boolean;
  /**
   * The indexer lags: what the chain takes from now on is not indexed yet (outgoing and incoming
   * transfers, the transactions that took messages), and the index's time and stored seqnos stay where they were
   * until releaseHeld. A liteserver call (runGetMethod, getAddressBalance) still reads the chain.
   */
  holdOut: boolean;
  /**
   * Called at the worker's steps as the stand-in sees them (a test kills the server there):
   * balance (the hot wallet's TON, read before signing), walletInformation (a seqno read), send:before (stored, not yet on chain; the message is then
   * dropped), send:after (on chain, not yet answered), transfers:out (before confirming).
   */
  onCall: ((point: 'walletInformation' | 'balance' | 'send:before' | 'send:after' | 'transfers:out') => void) | null;
  /**
   * The issuer's lock status of jetton wallets (by the jetton wallet's raw address, as raw() writes
   * it), what their get_status get method answers: bit 1 no sending, bit 2 no receiving; absent: 0.
   */
  readonly jettonStatus: Map<string, number>;
  /** runGetMethod get_status answers a 503 (the liteserver behind the indexer is down for it). */
  statusDown: boolean;
  /** Every message posted to sendBocReturnHash, in order. */
  readonly sent: SentMessage[];
  /** Outgoing jetton transfers, by the sending jetton wallet's raw address. */
  readonly outTransfers: Map<string, StandInTransfer[]>;
  /** Indexes what holdOut held back: the index catches up with the chain. */
  releaseHeld(): void;
  /** Moves the chain's clock on (the sandbox's too): stored messages expire, the index's time passes them. */
  advanceTime(seconds: number): void;
  /** Sets a wallet's TON in the sandbox (a hot wallet low on gas). */
  setTon(wallet: Address, nano: bigint): Promise<void>;
  tonOf(wallet: Address): Promise<bigint>;
  /** Runs a message on the chain as if someone else sent it (a foreign message from the hot wallet). */
  runOnChain(boc: string): Promise<SentMessage>;
  /** Every transfer that arrived at a jetton wallet, by the wallet's raw address. */
  readonly transfers: Map<string, StandInTransfer[]>;
  /** The jetton wallet of owner for master. */
  jettonWalletOf(owner: Address, master: Address): Address;
  /** An empty chain again: no transfers, every jetton wallet at 0, no contract deployed, nothing recorded as sent. */
  reset(): void;
  /** Puts a transfer on the chain (into the jetton wallet of destination for master). */
  deposit(deposit: Deposit): StandInTransfer;
  /** Moves USDT between owners' jetton wallets (the operator funding the hot wallet, a sweep). */
  move(from: Address, to: Address, units: bigint): void;
  /**
   * Puts `count` outgoing transfers of the owner's USDT jetton wallet on the chain, unrelated to
   * any withdrawal (query_id 0), dated `now` (unix seconds): a busy hot wallet.
   */
  addOutgoing(owner: Address, count: number, now: number): void;
  close(): Promise<void>;
}

