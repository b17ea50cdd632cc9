/**
 * The in-browser event channel (docs/event-channel.md): whoever holds the one upstream stream (the
 * service worker, or the leader tab without one) posts every message on BroadcastChannel
 * `events`; tabs only listen there and dedupe by id. Tabs talk to the service worker with
 * postMessage. These shapes are shared by the app and the worker.
 */
import type { StreamEvent } from './events';
import { STORAGE_NAMES } from './storage-names';

export const EVENT_CHANNEL_NAME = STORAGE_NAMES.eventChannel;
/** Visible tabs ping the worker this often so it stays alive (and learns the latest credentials). */
export const SW_KEEPALIVE_MS = 20_000;
/** A tab that hears nothing (no event, no heartbeat relay) this long holds a stream itself. */
export const SILENCE_FALLBACK_MS = 45_000;

/** Posted on the BroadcastChannel by the stream holder. */
export type ChannelMessage =
  | { kind: 'event'; id: string; event: StreamEvent }
  | { kind: 'heartbeat'; holder: 'sw' | 'tab'; at: number }
  | { kind: 'status'; holder: 'sw' | 'tab'; state: 'open' | 'reconnecting' | 'stopped'; at: number }
  /** The holder's stream failed with a network error (no HTTP answer): tabs mark themselves offline. */
  | { kind: 'unreachable'; holder: 'sw' | 'tab'; at: number }
  /**
   * The worker waits for the stream's lock (STORAGE_NAMES.leaderLock) to open its stream: a leader
   * tab hears it, stops its own stream and lets go of the lock, so the two are never open at once.
   */
  | { kind: 'claim'; holder: 'sw'; at: number };

/** Posted by a tab to the service worker. */
export type TabToWorkerMessage =
  | { kind: 'keepalive'; authorization: string | null; apiBase: string }
  /** The tab can reach the server again (docs/offline.md): a stream waiting out its backoff reconnects now. */
  | { kind: 'reconnect'; authorization: string | null; apiBase: string }
  | { kind: 'logout' };
