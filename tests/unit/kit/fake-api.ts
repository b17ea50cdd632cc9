/**
 * The network edge of unit tests: global fetch answers `METHOD /path` (the path after /api/v1)
 * from the test's handlers, and any request a test did not expect fails that test when it ends,
 * so a screen that starts calling something new cannot pass unnoticed.
 */
import { onTestFinished, vi } from 'vitest';

export interface FakeRequest {
  key: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The request's abort signal: a stream whose signal has not aborted is still open. */
  signal?: AbortSignal;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** 200 with `body`, for a handler. */
export const ok = (body: unknown) => (): FakeAnswer => ({ status: 200, body });

/** An error answer in the server's shape. */
export const apiError = (status: number, code: string, message = code) => (): FakeAnswer => ({ status, body: { error: { code, message } } });

/** An event stream that opens and stays open (nothing is sent on it), for a stream handler. */
export const openEventStream = (): FakeAnswer => ({ status: 200, body: new ReadableStream(), headers: { 'content-type': 'text/event-stream' } });

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs fetch with the handlers; returns every request made. An unexpected request is answered
 * 404 (so the app sees what a real server would say) and fails the test at its end.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const unexpected: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://app.test');
      const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
      const request: FakeRequest = { key, url, headers: new Headers(init.headers), body: parseBody(init.body), signal: init.signal ?? undefined };
      requests.push(request);
      const handler = handlers[key];
      if (!handler) unexpected.push(key);
      const answer = handler ? await handler(request) : { status: 404, body: { error: { code: 'not_found', message: key } } };
      // A text answer (a CSV statement) or a stream (an event stream's body) goes as it is when the
      // handler names a non-JSON type.
      const raw = (typeof answer.body === 'string' || answer.body instanceof ReadableStream) && answer.headers?.['content-type'] !== undefined && !answer.headers['content-type'].includes('json');
      return new Response(answer.body === undefined ? null : raw ? (answer.body as string | ReadableStream) : JSON.stringify(answer.body), {
        status: answer.status,
        headers: raw ? answer.headers : { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unexpected.length > 0) throw new Error(`unexpected requests: ${unexpected.join(', ')}`);
  });
  return {
    requests,
    callsTo: (key: string) => requests.filter((request) => request.key === key),
    posts: () => requests.filter((request) => request.key.startsWith('POST')),
  };
}
