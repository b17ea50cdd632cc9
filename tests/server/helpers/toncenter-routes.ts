/**
 * The toncenter stand-in's HTTP side (toncenter-stand-in.ts): the v2 sendBocReturnHash and the v3
 * walletInformation, jetton/wallets and jetton/transfers calls the server makes, answered from the
 * chain state, and the misbehaviour the test sets on the handle (down, garbage, a hook per call).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Address, Cell } from '@ton/core';
import { catchUpIndex, ensureFunded, execute, jettonWalletOf, raw, type ChainState } from './toncenter-chain';
import type { ToncenterStandIn } from './toncenter-types';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

type Send = (status: number, body: string) => void;

/** POST /api/v2/sendBocReturnHash: runs the message in the sandbox, with the hooks around it. */
async function sendBoc(state: ChainState, standIn: ToncenterStandIn, text: string, send: Send): Promise<void> {
  if (standIn.sendMode === 'down') return send(503, JSON.stringify({ ok: false, error: 'service unavailable' }));
  const { boc } = JSON.parse(text) as { boc: string };
  const hook = standIn.onCall;
  hook?.('send:before');
  if (hook && standIn.onCall === null) return send(503, JSON.stringify({ ok: false, error: 'dropped' }));
  const outcome = await execute(state, boc, { bounceOut: standIn.bounceOut, holdOut: standIn.holdOut });
  standIn.onCall?.('send:after');
  if (standIn.sendMode === 'accept-then-fail') return send(502, JSON.stringify({ ok: false, error: 'bad gateway' }));
  if (!outcome.accepted) return send(500, JSON.stringify({ ok: false, error: 'LITE_SERVER_UNKNOWN: cannot apply external message to current state', code: 500 }));
  return send(200, JSON.stringify({ ok: true, result: { hash: Cell.fromBase64(boc).hash().toString('base64') } }));
}

/**
 * POST /api/v2/runGetMethod get_status on a USDT jetton wallet (the stablecoin contract's lock
 * status, a uint4): the test's status for it, 0 for any other; -13 for one that never existed.
 */
function jettonStatus(state: ChainState, standIn: ToncenterStandIn, address: string, send: Send): void {
  if (standIn.statusDown) return send(503, JSON.stringify({ ok: false, error: 'LITE_SERVER_NETWORK timeout' }));
  const wallet = raw(Address.parse(address));
  const result = state.wallets.has(wallet) ? { gas_used: 300, stack: [['num', `0x${(standIn.jettonStatus.get(wallet) ?? 0).toString(16)}`]], exit_code: 0 } : { gas_used: 0, stack: [], exit_code: -13 };
  return send(200, JSON.stringify({ ok: true, result }));
}

/** POST /api/v2/runGetMethod seqno: what a liteserver reads from the chain now, never behind it. */
function runGetMethod(state: ChainState, standIn: ToncenterStandIn, text: string, send: Send): void {
  const { address, method } = JSON.parse(text) as { address: string; method: string };
  if (method === 'get_status') return jettonStatus(state, standIn, address, send);
  if (method !== 'seqno') return send(400, JSON.stringify({ ok: false, error: `no get method ${method} here` }));
  standIn.onCall?.('walletInformation');
  const seqno = state.seqnos.get(raw(Address.parse(address)));
  // A wallet never deployed has no code to run: TVM's exit code -13.
  const result = seqno === undefined ? { gas_used: 0, stack: [], exit_code: -13 } : { gas_used: 500, stack: [['num', `0x${seqno.toString(16)}`]], exit_code: 0 };
  return send(200, JSON.stringify({ ok: true, result }));
}

/** GET /api/v3/jetton/transfers: one page, in lt order, after the test's delay. */
function transfersPage(state: ChainState, standIn: ToncenterStandIn, params: URLSearchParams, send: Send): void {
  const wallet = raw(Address.parse(params.get('jetton_wallet') ?? ''));
  const startLt = standIn.ignoreStartLt ? 0n : BigInt(params.get('start_lt') ?? '0');
  // toncenter's bounds are inclusive; it serves at most 1000 a page.
  const endLt = params.has('end_lt') ? BigInt(params.get('end_lt')!) : null;
  const limit = Math.min(Number(params.get('limit') ?? '100'), 1000);
  const offset = Number(params.get('offset') ?? '0');
  if (params.get('direction') === 'out') standIn.onCall?.('transfers:out');
  const source = params.get('direction') === 'in' ? state.transfers : state.outTransfers;
  const matching = (source.get(wallet) ?? []).filter((t) => BigInt(t.transaction_lt) >= startLt && (endLt === null || BigInt(t.transaction_lt) <= endLt));
  // In lt order (a held transfer released late is older than what was indexed meanwhile).
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
  const byLt = [...matching].sort((a, b) => (BigInt(a.transaction_lt) < BigInt(b.transaction_lt) ? -1 : 1));
  // oxlint-disable-next-line unicorn/no-array-reverse -- reverses that fresh array
  const ordered = params.get('sort') === 'desc' ? byLt.reverse() : byLt;
  const page = ordered.slice(offset, offset + limit);
  const serve = () => {
    send(200, JSON.stringify({ jetton_transfers: page, address_book: {}, metadata: {} }));
    if (page.length > 0) standIn.onTransfersServed?.(page.length);
  };
  // No timer without a delay: the in-process simulation answers thousands of pages.
  if (standIn.delayMs === 0) serve();
  else setTimeout(serve, standIn.delayMs);
}

export function toncenterHandler(state: ChainState, standIn: ToncenterStandIn) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requests.push(`${url.pathname}${url.search}`);
    const send: Send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (standIn.mode === 'down') return send(503, JSON.stringify({ error: 'service unavailable' }));
    if (standIn.mode === 'not-json') return send(200, '<html>gateway</html>');
    if (standIn.mode === 'garbage') return send(200, JSON.stringify({ jetton_transfers: [{ transaction_hash: 42 }], jetton_wallets: 'nope' }));
    const params = url.searchParams;
    catchUpIndex(state, standIn.holdOut);
    if (url.pathname === '/api/v2/sendBocReturnHash' && request.method === 'POST') {
      void readBody(request).then((text) => sendBoc(state, standIn, text, send));
      return undefined;
    }
    if (url.pathname === '/api/v2/runGetMethod' && request.method === 'POST') {
      void readBody(request).then((text) => runGetMethod(state, standIn, text, send));
      return undefined;
    }
    if (url.pathname === '/api/v2/getAddressBalance') {
      standIn.onCall?.('balance');
      void ensureFunded(state, Address.parse(params.get('address') ?? '')).then((sandbox) =>
        sandbox.getContract(Address.parse(params.get('address') ?? '')).then((contract) => send(200, JSON.stringify({ ok: true, result: contract.balance.toString() }))),
      );
      return undefined;
    }
    if (url.pathname === '/api/v3/masterchainInfo') {
      const block = (seqno: number, utime: number) => ({ workchain: -1, shard: '8000000000000000', seqno, gen_utime: String(utime) });
      return send(200, JSON.stringify({ last: block(state.indexedAt, state.indexedAt), first: block(1, 1) }));
    }
    if (url.pathname === '/api/v3/transactionsByMessage') {
      const hash = Buffer.from(params.get('msg_hash') ?? '', 'base64').toString('base64');
      const transactions = (state.messageTxs.get(hash) ?? []).map((tx) => ({ hash: tx.hash, description: { aborted: tx.aborted }, out_msgs: tx.outHashes.map((outHash) => ({ hash: outHash })) }));
      return send(200, JSON.stringify({ transactions, address_book: {} }));
    }
    if (url.pathname === '/api/v3/walletInformation') {
      standIn.onCall?.('walletInformation');
      const address = Address.parse(params.get('address') ?? '');
      // The indexer's stored state: behind the chain while it lags.
      const seqno = state.indexedSeqnos.get(raw(address)) ?? 0;
      return send(200, JSON.stringify({ balance: '0', wallet_type: 'wallet v5 r1', seqno, wallet_id: 2147483409, status: seqno > 0 ? 'active' : 'uninit' }));
    }
    if (url.pathname === '/api/v3/jetton/wallets') {
      const owner = Address.parse(params.get('owner_address') ?? '');
      const master = Address.parse(params.get('jetton_address') ?? '');
      const wallet = jettonWalletOf(state, owner, master);
      const { balance } = state.wallets.get(raw(wallet))!;
      return send(200, JSON.stringify({ jetton_wallets: [{ address: raw(wallet), balance: balance.toString(), owner: raw(owner), jetton: raw(master), last_transaction_lt: state.lt.toString(), code_hash: '', data_hash: '' }], address_book: {} }));
    }
    if (url.pathname === '/api/v3/jetton/transfers') return transfersPage(state, standIn, params, send);
    return send(404, JSON.stringify({ error: `no such method ${url.pathname}` }));
  };
}
