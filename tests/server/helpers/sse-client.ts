/**
 * A tiny EventSource for tests: Node's fetch plus the SSE line format (fields id, data, retry;
 * ':' comments), so tests read the stream exactly as bytes arrive on a real socket.
 */
export interface SseMessage {
  id: string | null;
  // oxlint-disable-next-line typescript/no-explicit-any -- event data is checked with expect
  data: any;
}

export class SseClient {
  readonly messages: SseMessage[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  /** The id of the last message without data: the server's resume point (docs/event-channel.md). */
  cursor: string | null = null;
  ended = false;
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();

  private constructor(readonly response: Response) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    const client = new SseClient(response);
    client.abort.signal.addEventListener('abort', () => controller.abort());
    if (response.body && response.status === 200) void client.read(response.body);
    else client.ended = true;
    return client;
  }

  get status(): number {
    return this.response.status;
  }

  /** The `data` of every message so far. */
  // oxlint-disable-next-line typescript/no-explicit-any -- see SseMessage
  get events(): any[] {
    return this.messages.map((message) => message.data);
  }

  /** Resolves once `predicate` holds (checked after each chunk); rejects after timeoutMs. */
  async until(predicate: (client: SseClient) => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      if (Date.now() > deadline) throw new Error(`SSE: timed out waiting for ${what}; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  untilCount(count: number, timeoutMs?: number): Promise<void> {
    return this.until((client) => client.messages.length >= count, timeoutMs, `${count} messages`);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // Aborted or reset: the stream is over either way.
    }
    this.ended = true;
    this.wake();
  }

  private parseBlock(block: string): void {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
    }
    if (data.length > 0) this.messages.push({ id, data: JSON.parse(data.join('\n')) });
    else if (id !== null) this.cursor = id;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
