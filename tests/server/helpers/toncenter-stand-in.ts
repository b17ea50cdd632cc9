/**
 * A local stand-in for the toncenter v3 calls the server makes (DESIGN.md section 11), for the
 * server and e2e tests (TON_API_BASE points here). It keeps a little chain: jetton wallets named by
 * (owner, master), and incoming jetton transfers with toncenter's field names and formats (raw
 * addresses, base64 hashes, decimal lt and amounts, forward payloads as real cells built with
 * @ton/core). It can also misbehave: be down, answer garbage, replay the same page, or run a hook
 * when it serves transfers (a test kills the server there).
 */
import { randomBytes, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, beginCell, Cell, loadMessage, toNano } from '@ton/core';
import { Blockchain } from '@ton/sandbox';

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

/** One message posted to sendBocReturnHash, and what the real W5 contract in the sandbox made of it. */
export interface SentMessage {
  boc: string;
  /** The wallet contract accepted it (a replay, an expired or badly signed message is not). */
  accepted: boolean;
  /** The jetton transfer it produced (TEP-74 fields read from the internal message's body). */
  jettonTransfer: { to: string; queryId: bigint; amount: bigint; destination: string; responseDestination: string } | null;
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
  /** Outgoing jetton transfers are taken by the chain but not indexed yet (a lagging indexer). */
  holdOut: boolean;
  /**
   * Called at the worker's steps as the stand-in sees them (a test kills the server there):
   * walletInformation (before signing), send:before (stored, not yet on chain; the message is then
   * dropped), send:after (on chain, not yet answered), transfers:out (before confirming).
   */
  onCall: ((point: 'walletInformation' | 'send:before' | 'send:after' | 'transfers:out') => void) | null;
  /** Every message posted to sendBocReturnHash, in order. */
  readonly sent: SentMessage[];
  /** Outgoing jetton transfers, by the sending jetton wallet's raw address. */
  readonly outTransfers: Map<string, StandInTransfer[]>;
  /** Indexes the transfers held back by holdOut. */
  releaseHeld(): void;
  /** Every transfer that arrived at a jetton wallet, by the wallet's raw address. */
  readonly transfers: Map<string, StandInTransfer[]>;
  /** The jetton wallet of owner for master. */
  jettonWalletOf(owner: Address, master: Address): Address;
  /** An empty chain again: no transfers, every jetton wallet at 0, nothing recorded as sent. */
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

const raw = (address: Address) => address.toRawString().toUpperCase();

export function commentPayload(memo: string): string {
  return beginCell().storeUint(0, 32).storeStringTail(memo).endCell().toBoc().toString('base64');
}

export async function startToncenterStandIn(options: { depositAddress: Address; usdtMaster: Address; port?: number }): Promise<ToncenterStandIn> {
  let lt = 47_000_000_000_000n;
  const transfers = new Map<string, StandInTransfer[]>();
  const outTransfers = new Map<string, StandInTransfer[]>();
  const held: [string, StandInTransfer][] = [];
  const sent: SentMessage[] = [];
  // Wallet seqnos as the real contracts in the sandbox count them: one per accepted message.
  const seqnos = new Map<string, number>();
  let chain: Blockchain | null = null;
  const funded = new Set<string>();
  const wallets = new Map<string, { owner: Address; master: Address; balance: bigint }>();

  const jettonWalletOf = (owner: Address, master: Address): Address => {
    const hash = createHash('sha256').update(`${owner.toRawString()}|${master.toRawString()}`).digest();
    const wallet = new Address(0, hash);
    if (!wallets.has(raw(wallet))) wallets.set(raw(wallet), { owner, master, balance: 0n });
    return wallet;
  };

  const standIn: ToncenterStandIn = {
    url: '',
    mode: 'ok',
    ignoreStartLt: false,
    delayMs: 0,
    onTransfersServed: null,
    requests: [],
    sendMode: 'ok',
    onCall: null,
    bounceOut: false,
    holdOut: false,
    sent,
    outTransfers,
    releaseHeld() {
      for (const [wallet, transfer] of held.splice(0)) outTransfers.set(wallet, [...(outTransfers.get(wallet) ?? []), transfer]);
    },
    transfers,
    jettonWalletOf,
    reset() {
      transfers.clear();
      outTransfers.clear();
      // The wallets in the sandbox (and their seqnos) stay: like the real chain, it does not forget.
      sent.length = 0;
      held.length = 0;
      wallets.clear();
    },
    deposit(deposit) {
      const master = deposit.master ?? options.usdtMaster;
      const destination = deposit.destination ?? options.depositAddress;
      const wallet = jettonWalletOf(destination, master);
      const from = deposit.from ?? new Address(0, randomBytes(32));
      lt += 1000n;
      const forward = deposit.forwardPayload ?? (deposit.memo === null || deposit.memo === undefined ? null : commentPayload(deposit.memo));
      const transfer: StandInTransfer = {
        transaction_hash: randomBytes(32).toString('base64'),
        transaction_lt: lt.toString(),
        transaction_now: Math.floor(Date.now() / 1000),
        transaction_aborted: deposit.aborted ?? false,
        query_id: '0',
        source: raw(from),
        source_wallet: raw(jettonWalletOf(from, master)),
        destination: raw(destination),
        amount: deposit.units.toString(),
        jetton_master: raw(master),
        response_destination: raw(from),
        custom_payload: null,
        forward_ton_amount: '1',
        forward_payload: forward,
        trace_id: randomBytes(32).toString('base64'),
      };
      const list = transfers.get(raw(wallet)) ?? [];
      list.push(transfer);
      transfers.set(raw(wallet), list);
      if (!deposit.aborted) wallets.get(raw(wallet))!.balance += deposit.units;
      return transfer;
    },
    move(from, to, units) {
      standIn.deposit({ units, destination: to, from });
      wallets.get(raw(jettonWalletOf(from, options.usdtMaster)))!.balance -= units;
    },
    addOutgoing(owner, count, now) {
      const wallet = raw(jettonWalletOf(owner, options.usdtMaster));
      const list = outTransfers.get(wallet) ?? [];
      for (let i = 0; i < count; i += 1) {
        lt += 1000n;
        const to = new Address(0, randomBytes(32));
        list.push({
          transaction_hash: randomBytes(32).toString('base64'),
          transaction_lt: lt.toString(),
          transaction_now: now,
          transaction_aborted: false,
          query_id: '0',
          source: raw(owner),
          source_wallet: wallet,
          destination: raw(to),
          amount: '1',
          jetton_master: raw(options.usdtMaster),
          response_destination: raw(owner),
          custom_payload: null,
          forward_ton_amount: '0',
          forward_payload: null,
          trace_id: randomBytes(32).toString('base64'),
        });
      }
      outTransfers.set(wallet, list);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /**
   * Runs a posted external message against the real wallet contract in @ton/sandbox (funded with
   * TON the first time; a seqno-0 message deploys it). An accepted message's jetton transfer goes
   * on our chain as an outgoing transfer of the jetton wallet it was sent to.
   */
  const execute = async (boc: string): Promise<SentMessage> => {
    chain ??= await Blockchain.create();
    const message = loadMessage(Cell.fromBase64(boc).beginParse());
    const wallet = message.info.dest as Address;
    if (!funded.has(raw(wallet))) {
      const treasury = await chain.treasury('stand-in');
      await treasury.send({ to: wallet, value: toNano('100'), bounce: false });
      funded.add(raw(wallet));
    }
    let result;
    try {
      result = await chain.sendMessage(message);
    } catch {
      const refused: SentMessage = { boc, accepted: false, jettonTransfer: null };
      sent.push(refused);
      return refused;
    }
    seqnos.set(raw(wallet), (seqnos.get(raw(wallet)) ?? 0) + 1);
    const walletTx = result.transactions[0]!;
    const out = walletTx.outMessages.values()[0];
    let jettonTransfer: SentMessage['jettonTransfer'] = null;
    if (out && out.info.type === 'internal') {
      const body = out.body.beginParse();
      if (body.remainingBits >= 32 && body.loadUint(32) === 0x0f8a7ea5) {
        const queryId = body.loadUintBig(64);
        const amount = body.loadCoins();
        const destination = body.loadAddress();
        const responseDestination = body.loadAddress();
        jettonTransfer = { to: raw(out.info.dest), queryId, amount, destination: raw(destination), responseDestination: raw(responseDestination) };
        lt += 1000n;
        const master = wallets.get(raw(out.info.dest))?.master ?? options.usdtMaster;
        const transfer: StandInTransfer = {
          transaction_hash: walletTx.hash().toString('base64'),
          transaction_lt: lt.toString(),
          transaction_now: Math.floor(Date.now() / 1000),
          transaction_aborted: standIn.bounceOut,
          query_id: queryId.toString(),
          source: raw(wallet),
          source_wallet: raw(out.info.dest),
          destination: raw(destination),
          amount: amount.toString(),
          jetton_master: raw(master),
          response_destination: raw(responseDestination),
          custom_payload: null,
          forward_ton_amount: '0',
          forward_payload: null,
          trace_id: randomBytes(32).toString('base64'),
        };
        // The hot jetton wallet pays it (one the test never funded stays at 0 rather than going negative).
        const paying = wallets.get(raw(out.info.dest));
        if (paying && !standIn.bounceOut) paying.balance = paying.balance > amount ? paying.balance - amount : 0n;
        if (standIn.holdOut) held.push([raw(out.info.dest), transfer]);
        else outTransfers.set(raw(out.info.dest), [...(outTransfers.get(raw(out.info.dest)) ?? []), transfer]);
      }
    }
    const accepted: SentMessage = { boc, accepted: true, jettonTransfer };
    sent.push(accepted);
    return accepted;
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (standIn.mode === 'down') return send(503, JSON.stringify({ error: 'service unavailable' }));
    if (standIn.mode === 'not-json') return send(200, '<html>gateway</html>');
    if (standIn.mode === 'garbage') return send(200, JSON.stringify({ jetton_transfers: [{ transaction_hash: 42 }], jetton_wallets: 'nope' }));
    const params = url.searchParams;
    if (url.pathname === '/api/v2/sendBocReturnHash' && request.method === 'POST') {
      void readBody(request).then(async (text) => {
        if (standIn.sendMode === 'down') return send(503, JSON.stringify({ ok: false, error: 'service unavailable' }));
        const { boc } = JSON.parse(text) as { boc: string };
        const hook = standIn.onCall;
        hook?.('send:before');
        if (hook && standIn.onCall === null) return send(503, JSON.stringify({ ok: false, error: 'dropped' }));
        const outcome = await execute(boc);
        standIn.onCall?.('send:after');
        if (standIn.sendMode === 'accept-then-fail') return send(502, JSON.stringify({ ok: false, error: 'bad gateway' }));
        if (!outcome.accepted) return send(500, JSON.stringify({ ok: false, error: 'LITE_SERVER_UNKNOWN: cannot apply external message to current state', code: 500 }));
        return send(200, JSON.stringify({ ok: true, result: { hash: Cell.fromBase64(boc).hash().toString('base64') } }));
      });
      return undefined;
    }
    if (url.pathname === '/api/v3/walletInformation') {
      standIn.onCall?.('walletInformation');
      const address = Address.parse(params.get('address') ?? '');
      const seqno = seqnos.get(raw(address)) ?? 0;
      return send(200, JSON.stringify({ balance: '0', wallet_type: 'wallet v5 r1', seqno, wallet_id: 2147483409, status: seqno > 0 ? 'active' : 'uninit' }));
    }
    if (url.pathname === '/api/v3/jetton/wallets') {
      const owner = Address.parse(params.get('owner_address') ?? '');
      const master = Address.parse(params.get('jetton_address') ?? '');
      const wallet = jettonWalletOf(owner, master);
      const state = wallets.get(raw(wallet))!;
      return send(200, JSON.stringify({ jetton_wallets: [{ address: raw(wallet), balance: state.balance.toString(), owner: raw(owner), jetton: raw(master), last_transaction_lt: lt.toString(), code_hash: '', data_hash: '' }], address_book: {} }));
    }
    if (url.pathname === '/api/v3/jetton/transfers') {
      const wallet = raw(Address.parse(params.get('jetton_wallet') ?? ''));
      const startLt = standIn.ignoreStartLt ? 0n : BigInt(params.get('start_lt') ?? '0');
      // toncenter's bounds are inclusive; it serves at most 1000 a page.
      const endLt = params.has('end_lt') ? BigInt(params.get('end_lt')!) : null;
      const limit = Math.min(Number(params.get('limit') ?? '100'), 1000);
      const offset = Number(params.get('offset') ?? '0');
      if (params.get('direction') === 'out') standIn.onCall?.('transfers:out');
      const source = params.get('direction') === 'in' ? transfers : outTransfers;
      const matching = (source.get(wallet) ?? []).filter((t) => BigInt(t.transaction_lt) >= startLt && (endLt === null || BigInt(t.transaction_lt) <= endLt));
      // In lt order (a held transfer released late is older than what was indexed meanwhile).
      // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
      const byLt = [...matching].sort((a, b) => (BigInt(a.transaction_lt) < BigInt(b.transaction_lt) ? -1 : 1));
      // oxlint-disable-next-line unicorn/no-array-reverse -- reverses that fresh array
      const ordered = params.get('sort') === 'desc' ? byLt.reverse() : byLt;
      const page = ordered.slice(offset, offset + limit);
      setTimeout(() => {
        send(200, JSON.stringify({ jetton_transfers: page, address_book: {}, metadata: {} }));
        if (page.length > 0) standIn.onTransfersServed?.(page.length);
      }, standIn.delayMs);
      return undefined;
    }
    return send(404, JSON.stringify({ error: `no such method ${url.pathname}` }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
