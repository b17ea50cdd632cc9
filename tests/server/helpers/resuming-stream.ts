/**
 * An event stream client that behaves like the app's (src/events/core/upstream.ts) where a cluster
 * test needs it: it reconnects whenever the stream ends or fails, sending Last-Event-ID from every
 * `id:` line seen (an id-only block moves the cursor too, as the SSE spec says), and it records
 * which instance (X-Instance) answered each connection. It reconnects after 100 ms rather than the
 * server's retry hint, to keep the tests short.
 */
export interface StreamEvent {
  id: string | null;
  // oxlint-disable-next-line typescript/no-explicit-any -- event data is checked with expect
  data: any;
}

const RECONNECT_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ResumingStream {
  readonly events: StreamEvent[] = [];
  /** X-Instance of every answered connection attempt, in order (null: no header, e.g. HAProxy's 503). */
  readonly instances: (string | null)[] = [];
  /** The `retry:` hints received, in order. */
  readonly retries: number[] = [];
  lastEventId: string | null = null;
  /** Connections that reached 200 and `retry:` (the stream is subscribed). */
  opened = 0;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly authorization: () => string,
  ) {
    void this.run();
  }

  /** The instance of the current (last) connection. */
  get instance(): string | null {
    return this.instances.at(-1) ?? null;
  }

  /** Resolves once `predicate` holds; rejects after timeoutMs with what was received. */
  async until(predicate: (stream: ResumingStream) => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      if (Date.now() > deadline) throw new Error(`stream: timed out waiting for ${what}; instances ${JSON.stringify(this.instances)}, ${this.events.length} events`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async run(): Promise<void> {
    while (!this.abort.signal.aborted) {
      try {
        const headers: Record<string, string> = { authorization: this.authorization() };
        if (this.lastEventId !== null) headers['last-event-id'] = this.lastEventId;
        const response = await fetch(this.url, { headers, signal: this.abort.signal });
        this.instances.push(response.headers.get('x-instance'));
        if (response.status === 200 && response.body) await this.read(response.body);
        else await response.body?.cancel();
      } catch {
        // Reset, refused or aborted: reconnect (or stop, when closed).
      }
      this.wake();
      if (!this.abort.signal.aborted) await sleep(RECONNECT_MS);
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const retriesBefore = this.retries.length;
    let counted = false;
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        // The first `retry:` of a connection comes once the server has subscribed it.
        if (!counted && this.retries.length > retriesBefore) {
          counted = true;
          this.opened += 1;
        }
      }
      this.wake();
    }
  }

  private parseBlock(block: string): void {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) this.retries.push(Number(line.slice(7)));
    }
    if (id !== null) this.lastEventId = id;
    if (data.length > 0) this.events.push({ id, data: JSON.parse(data.join('\n')) });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
