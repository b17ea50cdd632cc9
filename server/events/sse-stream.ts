import type { ServerResponse } from 'node:http';
import { eventsReplayed, eventsSent, openStreams, streamsDropped } from './metrics';
import type { WireEvent } from './wire';

/** Live events held while the replay query runs; past this the stream is dropped (resumes by id). */
const MAX_PENDING = 1000;

export type CloseReason = 'client' | 'slow' | 'evicted' | 'shutdown' | 'logout' | 'error';

/**
 * One open event stream on a raw response. It starts subscribed but buffering (pending), so
 * nothing committed between subscribing and the replay query is lost; `start` writes the replay
 * and then the buffered events it did not cover. Every write is deduplicated by id and checked
 * against the buffer limit: a client that stops reading is dropped, never buffered without bound.
 */
export class SseStream {
  readonly openedAt = Date.now();
  private lastId = 0;
  private pending: WireEvent[] | null = [];
  private closed = false;

  constructor(
    readonly userId: number,
    /** The player's token version when the stream opened: a logout since then bumped it (hub.ts). */
    readonly tokenVersion: number,
    private readonly res: ServerResponse,
    private readonly maxBufferBytes: number,
    private readonly onClosed: (stream: SseStream) => void,
  ) {
    openStreams.inc();
    res.on('close', () => this.finish());
    // A client that went while the request was being authenticated: 'close' has already been
    // emitted and the listener above never runs. Without this such a stream stayed counted open,
    // and held in the hub, for the life of the process (docs/testing.md, "The stray event stream").
    if (res.destroyed || res.socket?.destroyed === true) this.finish();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Ends the buffering phase: replayed events, then buffered ones newer than `resumeFrom`/replay. */
  start(replayed: readonly WireEvent[], resumeFrom: number): void {
    this.lastId = resumeFrom;
    for (const event of replayed) this.send(event, true);
    const buffered = this.pending ?? [];
    this.pending = null;
    for (const event of buffered) this.send(event, false);
  }

  deliver(event: WireEvent): void {
    if (this.closed) return;
    if (this.pending) {
      if (this.pending.length >= MAX_PENDING) this.close('slow');
      else this.pending.push(event);
      return;
    }
    this.send(event, false);
  }

  write(chunk: string): void {
    if (this.closed) return;
    this.res.write(chunk);
    // writableLength counts what the kernel did not take yet: a reader that stopped reading.
    if (this.res.writableLength > this.maxBufferBytes) this.close('slow');
  }

  /** slow/error: destroy (unsent bytes are useless); otherwise end cleanly, destroy after graceMs. */
  close(reason: CloseReason, graceMs = 0): void {
    if (this.closed) return;
    if (reason === 'slow' || reason === 'evicted') streamsDropped.inc({ reason });
    if (reason === 'slow' || reason === 'error') {
      this.res.destroy();
    } else {
      this.res.end();
      // Close the connection too (after the queued bytes): a stream's socket is not worth keeping
      // alive, and on shutdown the server waits for it.
      this.res.socket?.end();
      const timer = setTimeout(() => this.res.destroy(), graceMs);
      timer.unref();
      this.res.once('close', () => clearTimeout(timer));
    }
    this.finish();
  }

  private send(event: WireEvent, replay: boolean): void {
    if (event.id <= this.lastId || this.closed) return;
    this.lastId = event.id;
    this.write(event.frame);
    eventsSent.inc();
    if (replay) eventsReplayed.inc();
  }

  private finish(): void {
    if (this.closed) {
      return;
    }
    this.closed = true;
    this.pending = null;
    openStreams.dec();
    this.onClosed(this);
  }
}
