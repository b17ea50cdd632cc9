/**
 * The toncenter stand-in answered in-process and made to misbehave, for the payout simulation
 * (tests/server/simulation/): a fetch for the server's ToncenterClient that calls the stand-in's
 * handler without a socket and injects what a bad day on mainnet does to our calls. The chain
 * itself (toncenter-chain.ts) stays truthful: a fault changes what we hear, never what happened.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** What happens to the next sendBocReturnHash (then it is 'ok' again). */
export type SendFault =
  | 'ok'
  /** Refused (503): the message never reaches the chain. */
  | 'refused'
  /** Times out before reaching the chain. */
  | 'lost'
  /** Reaches the chain; the answer times out. */
  | 'timeout-after'
  /** Reaches the chain; the answer is a 502. */
  | 'silent'
  /** Reaches the chain and the caller never hears again: the worker died mid-send. */
  | 'hang'
  /** Someone spends the wallet's TON just before the message lands: taken, but the wallet cannot pay the send. */
  | 'drained';

export interface IndexerFaults {
  /** Every call but sending fails (the indexer and its liteservers are down, or the answer is dropped). */
  down: boolean;
  /** A jetton/transfers page is the previous answer for that wallet and direction again (a stale replica). */
  repeatPages: boolean;
  /** A jetton/transfers page comes in another order than asked. */
  reorderPages: boolean;
  send: SendFault;
}

export const calmFaults = (): IndexerFaults => ({ down: false, repeatPages: false, reorderPages: false, send: 'ok' });

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Runs the stand-in's HTTP handler on a request built in memory. */
function callHandler(handler: Handler, method: string, url: string, body: string | null): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = Object.assign(Readable.from(body === null ? [] : [Buffer.from(body)]), { url, method });
    let status = 200;
    const response = {
      writeHead(code: number) {
        status = code;
        return response;
      },
      end(text: string) {
        resolve({ status, body: text });
      },
    };
    handler(request as unknown as IncomingMessage, response as unknown as ServerResponse);
  });
}

const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
const json = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch that answers `base` from the stand-in's handler with `faults` applied (anything else goes
 * to `fallback`). `random` (seeded) orders reordered pages; `hooks.hang` is told when a send hangs,
 * `hooks.drain` spends the hot wallet's TON.
 */
export function faultyFetch(base: string, handler: Handler, faults: IndexerFaults, random: () => number, hooks: { hang: () => void; drain: () => Promise<void> }, fallback: typeof fetch): typeof fetch {
  const lastPage = new Map<string, string>();
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(base)) return fallback(input, init);
    const path = url.slice(base.length);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : null;
    if (path.startsWith('/api/v2/sendBocReturnHash')) {
      const fault = faults.send;
      faults.send = 'ok';
      if (fault === 'refused') return json(503, JSON.stringify({ ok: false, error: 'service unavailable' }));
      if (fault === 'lost') throw timeout();
      if (fault === 'drained') await hooks.drain();
      const answer = await callHandler(handler, method, path, body);
      if (fault === 'timeout-after') throw timeout();
      if (fault === 'silent') return json(502, JSON.stringify({ ok: false, error: 'bad gateway' }));
      if (fault === 'hang') {
        hooks.hang();
        return new Promise<Response>(() => {});
      }
      return json(answer.status, answer.body);
    }
    if (faults.down) throw new TypeError('fetch failed');
    const answer = await callHandler(handler, method, path, body);
    if (!path.startsWith('/api/v3/jetton/transfers') || answer.status !== 200) return json(answer.status, answer.body);
    const params = new URL(path, base).searchParams;
    const key = `${params.get('jetton_wallet')}|${params.get('direction')}`;
    const previous = lastPage.get(key);
    lastPage.set(key, answer.body);
    let page = faults.repeatPages && previous !== undefined ? previous : answer.body;
    if (faults.reorderPages) {
      const parsed = JSON.parse(page) as { jetton_transfers: unknown[] };
      const shuffled = parsed.jetton_transfers.map((t) => [random(), t] as const);
      // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh array; toSorted is above our ES2022 lib
      parsed.jetton_transfers = shuffled.sort((a, b) => a[0] - b[0]).map(([, t]) => t);
      page = JSON.stringify(parsed);
    }
    return json(200, page);
  };
}
