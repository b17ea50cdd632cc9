/**
 * The bridge: one object that sends events to Telegram (post-event.ts) and receives them
 * (events.ts). The app uses the shared instance from getBridge(); tests build their own with a
 * stub window.
 */
import { telegramWindow, type BridgeWindow } from './environment';
import { createEventHub, type EventHandler } from './events';
import { createPostEvent, TELEGRAM_WEB_ORIGIN } from './post-event';

export type { EventHandler } from './events';

export interface Bridge {
  /** Sends an event to Telegram; false (nothing sent) in a plain browser. */
  postEvent(eventType: string, eventData?: unknown): boolean;
  /** Subscribes to an event from Telegram; returns the unsubscribe function. */
  on(eventType: string, handler: EventHandler): () => void;
  off(eventType: string, handler: EventHandler): void;
  dispose(): void;
}

export interface BridgeOptions {
  win?: BridgeWindow;
  /** Where iframe messages go; defaults to https://web.telegram.org (see post-event.ts). */
  targetOrigin?: string;
}

export function createBridge({ win = telegramWindow(), targetOrigin = TELEGRAM_WEB_ORIGIN }: BridgeOptions = {}): Bridge {
  const hub = createEventHub(win);
  return { postEvent: createPostEvent(win, targetOrigin), ...hub };
}

let shared: Bridge | undefined;

/** The app-wide bridge. One instance, because the global receivers can only point at one. */
export function getBridge(): Bridge {
  shared ??= createBridge();
  return shared;
}
