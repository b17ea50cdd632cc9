/**
 * The globals Telegram's clients use to talk to a Mini App, typed locally instead of augmenting
 * `Window` for the whole app: only this folder should touch them.
 */
export type EventReceiver = (eventType: string, eventData?: unknown) => void;

export interface TelegramGlobals {
  /** Android and iOS clients inject this; events to Telegram go through `postEvent`. */
  TelegramWebviewProxy?: { postEvent?: (eventType: string, eventData: string) => void };
  /** Legacy Windows Phone channel (IE's `window.external`). */
  external?: { notify?: (message: string) => void };
  /** Receivers Telegram calls with events for the app; defined by public/telegram-receivers.js. */
  Telegram?: { WebView?: { receiveEvent?: EventReceiver } };
  TelegramGameProxy?: { receiveEvent?: EventReceiver };
  TelegramGameProxy_receiveEvent?: EventReceiver;
  /** Events queued by the head script before the bundle ran, and its hand-over function. */
  __tgEventQueue?: Array<[string, unknown]>;
  __tgDrain?: (handler: EventReceiver) => void;
}

/** What the bridge needs from a window; tests pass a stub with the same shape. */
export type BridgeWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  parent: { postMessage(message: string, targetOrigin: string): void } | null;
} & TelegramGlobals;

export function telegramWindow(): BridgeWindow {
  return window as unknown as BridgeWindow;
}

/** True inside an iframe (Telegram Web K and A). Comparing the references is allowed cross-origin. */
export function isInIframe(win: BridgeWindow): boolean {
  try {
    return win.parent != null && (win.parent as unknown) !== win;
  } catch {
    // A browser that refuses even the comparison is certainly framed by someone else.
    return true;
  }
}

/** True when a Telegram mobile client injected its proxy. */
export function hasWebviewProxy(win: BridgeWindow): boolean {
  return typeof win.TelegramWebviewProxy?.postEvent === 'function';
}
