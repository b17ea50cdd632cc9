/**
 * Request and answer over the bridge: post one event, settle with the first answering event that
 * `read` accepts. Telegram answers a request with a separate event (popup_closed, home_screen_checked,
 * prepared_message_sent or _failed ...), sometimes one of several, and other requests' answers of
 * the same type may arrive in between (another invoice, another DeviceStorage req_id).
 */
import type { Bridge } from './bridge';

export interface Answer<T> {
  /** The event type(s) that may answer the request. */
  events: string | readonly string[];
  /** The request's result from an event; undefined: not ours (another request's answer). */
  read: (eventData: unknown, eventType: string) => T | undefined;
  /** The result at once when nothing could be sent (no answer would ever come). */
  fallback: T;
  /** Frees a one-at-a-time slot synchronously, before the caller's handlers of the event run. */
  release?: () => void;
}

export type Request = <T>(eventType: string, payload: unknown, answer: Answer<T>) => Promise<T>;

export function createRequest(bridge: Pick<Bridge, 'postEvent' | 'on'>): Request {
  return <T>(eventType: string, payload: unknown, { events, read, fallback, release = () => {} }: Answer<T>) =>
    new Promise<T>((resolve) => {
      if (!bridge.postEvent(eventType, payload)) {
        release();
        resolve(fallback);
        return;
      }
      let settled = false;
      const offs: Array<() => void> = [];
      const stop = () => offs.splice(0).forEach((off) => off());
      for (const type of typeof events === 'string' ? [events] : events) {
        offs.push(
          bridge.on(type, (data, answered) => {
            const value = settled ? undefined : read(data, answered);
            if (value === undefined) return;
            settled = true;
            stop();
            release();
            resolve(value);
          }),
        );
      }
      // The bridge may deliver a queued event while subscribing, before every `off` was kept.
      if (settled) stop();
    });
}
