import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { tokenVersionsOf } from '../users/user-repository';
import { allEventsSince, findEvent, maxEventId } from './event-repository';
import type { EventOptions } from './options';
import { EVENTS_CHANNEL, type EventNotice } from './outbox';
import { parseSessionsNotice, SESSIONS_CHANNEL } from './session-notice';
import { SseStream } from './sse-stream';
import { PING_FRAME, toWireEvent, type WireEvent } from './wire';

/** After a lost LISTEN connection, catch up at most this many events (older ones: Last-Event-ID). */
const CATCH_UP_LIMIT = 10_000;
/**
 * A closing instance tells its clients to come back after 1-2 s (the client's floor is 1 s):
 * through the load balancer they land on another instance, spread out rather than all at once.
 */
const handoverRetryFrame = () => `retry: ${1000 + Math.floor(Math.random() * 1000)}\n\n`;

/**
 * This instance's open streams, by user, fed by the database's NOTIFY channel: every instance
 * listens, so an event committed anywhere reaches the streams held here. Notifications are
 * handled one at a time, in order, even when one needs a row read (payload too big to notify).
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private readonly all = new Set<SseStream>();
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenSessions: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private lastSeenId = 0;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly options: EventOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.all.size;
  }

  /** True once closeAll ran (drain or shutdown): new streams belong on another instance. */
  get isClosing(): boolean {
    return this.closing;
  }

  async start(): Promise<void> {
    // Catch-up after a lost listener starts here, never from 0 (old events to fresh streams).
    this.lastSeenId = await maxEventId(this.db);
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => this.enqueue(() => this.onNotice(payload)), () => this.enqueue(() => this.catchUp()));
    // A logout on any instance. One lost while the listener was away would leave the revoked
    // streams held here open, delivering events to a logged-out session until their client
    // reconnects: on resume every open stream's token version is checked against the database.
    this.unlistenSessions = await this.db.listen(
      SESSIONS_CHANNEL,
      (payload) => {
        const userId = parseSessionsNotice(payload);
        if (userId !== null) this.closeUser(userId);
      },
      () => this.enqueue(() => this.closeRevoked()),
    );
    // One timer for all streams: 10,000 streams must not mean 10,000 timers.
    this.heartbeat = setInterval(() => {
      for (const stream of this.all) stream.write(PING_FRAME);
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Registers a stream (buffering until its replay is written); evicts the user's oldest past the
   * cap. `tokenVersion`: the player's, as authenticated for this stream.
   */
  open(userId: number, tokenVersion: number, res: ServerResponse): SseStream {
    const stream = new SseStream(userId, tokenVersion, res, this.options.maxBufferBytes, (closed) => this.remove(closed));
    // Its client went while the request was authenticated: nothing to hold (sse-stream.ts).
    if (stream.isClosed) return stream;
    let mine = this.byUser.get(userId);
    if (!mine) this.byUser.set(userId, (mine = new Set()));
    mine.add(stream);
    this.all.add(stream);
    // Sets iterate in insertion order: the first is the oldest.
    for (const old of mine) {
      if (mine.size <= this.options.maxStreamsPerUser) break;
      old.close('evicted', 1000);
    }
    return stream;
  }

  /** Ends one player's streams (logout): their clients reconnect only with credentials still valid. */
  closeUser(userId: number): void {
    for (const stream of this.byUser.get(userId) ?? []) stream.close('logout');
  }

  /** Ends every stream (shutdown): clients reconnect, to another instance during a rolling deploy. */
  closeAll(): void {
    this.closing = true;
    // Deleting the current element while iterating a Set is safe.
    for (const stream of this.all) {
      stream.write(handoverRetryFrame());
      stream.close('shutdown', this.options.shutdownGraceMs);
    }
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.closeAll();
    await this.chain;
    await this.unlisten?.();
    await this.unlistenSessions?.();
    this.unlisten = null;
    this.unlistenSessions = null;
  }

  /** Writes an event to the streams of its user, or to all for a broadcast. */
  dispatch(event: WireEvent): void {
    this.lastSeenId = Math.max(this.lastSeenId, event.id);
    const targets = event.userId === null ? this.all : this.byUser.get(event.userId);
    for (const stream of targets ?? []) stream.deliver(event);
  }

  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch((error: unknown) => this.log.error({ err: error }, 'event dispatch failed'));
  }

  private async onNotice(payload: string): Promise<void> {
    const notice = JSON.parse(payload) as EventNotice;
    const event = notice.event ? toWireEvent(notice.id, notice.userId, notice.event) : await findEvent(this.db, notice.id);
    if (event) this.dispatch(event);
  }

  /** Ends the streams whose player logged out since they opened (a sessions notice may have been lost). */
  private async closeRevoked(): Promise<void> {
    if (this.all.size === 0) return;
    const current = await tokenVersionsOf(this.db, [...this.byUser.keys()]);
    for (const stream of this.all) {
      if (current.get(stream.userId) !== stream.tokenVersion) stream.close('logout');
    }
  }

  /** Streams dedupe by id, so re-sending what some already got is harmless. */
  private async catchUp(): Promise<void> {
    if (this.all.size === 0) return;
    for (const event of await allEventsSince(this.db, this.lastSeenId, CATCH_UP_LIMIT)) this.dispatch(event);
  }

  private remove(stream: SseStream): void {
    this.all.delete(stream);
    const mine = this.byUser.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.userId);
  }
}
