/**
 * Sending events to Telegram. Each client family has its own channel, tried in the order Telegram's
 * own telegram-web-app.js uses; the payload shapes match it byte for byte (`''` for "no data").
 */
import { hasWebviewProxy, isInIframe, type BridgeWindow } from './environment';

/**
 * Telegram Web K and Web A both serve from this origin. Naming it, instead of the '*' Telegram's
 * script uses, keeps a page that frames us from reading what we post (init data never goes this
 * way, but popups and links do). Overridable for tests and self-hosted Telegram Web builds.
 */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

export type PostEvent = (eventType: string, eventData?: unknown) => boolean;

/** Returns false, having sent nothing, in a plain browser tab or when the channel throws. */
export function createPostEvent(win: BridgeWindow, targetOrigin: string = TELEGRAM_WEB_ORIGIN): PostEvent {
  return (eventType, eventData) => {
    const data = eventData === undefined ? '' : eventData;
    try {
      if (hasWebviewProxy(win)) {
        // Android and iOS: (type, JSON of the data).
        win.TelegramWebviewProxy?.postEvent?.(eventType, JSON.stringify(data));
        return true;
      }
      if (typeof win.external?.notify === 'function') {
        // Windows Phone: one JSON message.
        win.external.notify(JSON.stringify({ eventType, eventData: data }));
        return true;
      }
      if (isInIframe(win) && win.parent) {
        // Telegram Web and Desktop's web views that frame the app.
        win.parent.postMessage(JSON.stringify({ eventType, eventData: data }), targetOrigin);
        return true;
      }
    } catch (error) {
      // A broken channel must not take the app's start-up down with it; the caller sees `false`.
      console.warn('[telegram] postEvent failed', eventType, error);
    }
    return false;
  };
}
