/**
 * The network edge for the event-stream tests: a fake fetch that answers from a queue of
 * responses (SSE text as a ReadableStream, or any status and content type) and records each
 * request's headers and time; after the queue, streams that stay open (so nothing loops).
 */
import type { LastIdStore } from '../../src/events/core/last-id-store';

export interface Call {
  at: number;
  headers: Record<string, string>;
}

export function sseResponse(text: string, { status = 200, contentType = 'text/event-stream' } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

function openResponse(): Response {
  return new Response(new ReadableStream<Uint8Array>(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

export function fakeNetwork(queue: Array<() => Response>) {
  const calls: Call[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ at: Date.now(), headers: { ...(init?.headers as Record<string, string>) } });
    return (queue.shift() ?? openResponse)();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

export function memoryStore(initial?: string): LastIdStore & { value: string | undefined } {
  return {
    value: initial,
    async get() {
      return this.value;
    },
    async set(id: string) {
      this.value = id;
    },
    async clear() {
      this.value = undefined;
    },
  };
}

export const gameData = (orderId: string) => JSON.stringify({ type: 'new_game', data: { result: 'win', orderId, option: 'odd' } });
