/**
 * Events from Telegram. Clients call one of three global receivers (mobile and desktop) or post a
 * message to our frame (Telegram Web). public/telegram-receivers.js defines the receivers in <head>
 * and queues what arrives before this bundle runs; the first subscription drains that queue and
 * puts this module's receivers in place. Without the head script (tests, a stripped build) the
 * module installs the receivers itself and only events from before that moment are missed.
 */
import { isInIframe, type BridgeWindow, type EventReceiver } from './environment';

export type EventHandler = (eventData: unknown, eventType: string) => void;

export interface EventHub {
  /** Subscribes; returns the unsubscribe function. */
  on(eventType: string, handler: EventHandler): () => void;
  off(eventType: string, handler: EventHandler): void;
  /** Removes the receivers and listeners this hub installed (tests, hot reload). */
  dispose(): void;
}

/** A queued event type keeps at most this many events until its first listener arrives. */
const BACKLOG_LIMIT = 20;

function readMessage(data: unknown): { eventType: string; eventData: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (message === null || typeof message !== 'object') return null;
    const { eventType, eventData } = message as { eventType?: unknown; eventData?: unknown };
    return typeof eventType === 'string' ? { eventType, eventData } : null;
  } catch {
    // Other scripts in the parent page post their own messages; they are not ours to read.
    return null;
  }
}

export function createEventHub(win: BridgeWindow): EventHub {
  const handlers = new Map<string, Set<EventHandler>>();
  // Events drained from the head script that nobody listened to yet: the first listener of their
  // type gets them, so subscribing late (after React mounted) does not lose an early theme_changed.
  const backlog = new Map<string, unknown[]>();
  let installed = false;

  function dispatch(eventType: string, eventData: unknown): boolean {
    const set = handlers.get(eventType);
    if (!set?.size) return false;
    // A snapshot: handlers added while dispatching wait for the next event, and one-shot
    // listeners may unsubscribe themselves mid-loop.
    for (const handler of Array.from(set)) {
      try {
        handler(eventData, eventType);
      } catch (error) {
        // Telegram calls the receiver from native code; an exception there would only vanish.
        console.error('[telegram] event handler failed', eventType, error);
      }
    }
    return true;
  }

  const receive: EventReceiver = (eventType, eventData) => {
    if (typeof eventType === 'string') dispatch(eventType, eventData);
  };

  function onMessage(event: MessageEvent): void {
    if (!isInIframe(win) || event.source !== (win.parent as unknown)) return;
    const message = readMessage(event.data);
    if (message) receive(message.eventType, message.eventData);
  }

  function install(): void {
    installed = true;
    const queued: Array<[string, unknown]> = [];
    let draining = true;
    if (typeof win.__tgDrain === 'function') {
      // The head script hands over its queue and forwards anything that still reaches it to us.
      win.__tgDrain((eventType, eventData) =>
        draining ? queued.push([eventType, eventData]) : receive(eventType, eventData),
      );
    }
    draining = false;
    win.Telegram ??= {};
    win.Telegram.WebView ??= {};
    win.Telegram.WebView.receiveEvent = receive;
    win.TelegramGameProxy ??= {};
    win.TelegramGameProxy.receiveEvent = receive;
    win.TelegramGameProxy_receiveEvent = receive;
    win.addEventListener('message', onMessage);
    for (const [eventType, eventData] of queued) {
      if (dispatch(eventType, eventData)) continue;
      const list = backlog.get(eventType) ?? [];
      if (list.length < BACKLOG_LIMIT) list.push(eventData);
      backlog.set(eventType, list);
    }
  }

  function off(eventType: string, handler: EventHandler): void {
    handlers.get(eventType)?.delete(handler);
  }

  function on(eventType: string, handler: EventHandler): () => void {
    if (!installed) install();
    const set = handlers.get(eventType) ?? new Set<EventHandler>();
    set.add(handler);
    handlers.set(eventType, set);
    const pending = backlog.get(eventType);
    if (pending) {
      backlog.delete(eventType);
      for (const eventData of pending) dispatch(eventType, eventData);
    }
    return () => off(eventType, handler);
  }

  function dispose(): void {
    handlers.clear();
    backlog.clear();
    if (!installed) return;
    installed = false;
    win.removeEventListener('message', onMessage);
    if (win.Telegram?.WebView?.receiveEvent === receive) delete win.Telegram.WebView.receiveEvent;
    if (win.TelegramGameProxy?.receiveEvent === receive) delete win.TelegramGameProxy.receiveEvent;
    if (win.TelegramGameProxy_receiveEvent === receive) delete win.TelegramGameProxy_receiveEvent;
  }

  return { on, off, dispose };
}
