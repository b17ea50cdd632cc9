/** Shared fakes for the Telegram bridge tests. */
import { vi } from 'vitest';
import type { EventHandler } from '../../../src/telegram/bridge';
import type { BridgeWindow } from '../../../src/telegram/environment';
import type { LaunchParams } from '../../../src/telegram/launch-params';
import { createWebApp } from '../../../src/telegram/web-app';
import { createWebAppContext } from '../../../src/telegram/web-app-context';
import { createWebAppExtras } from '../../../src/telegram/web-app-extras';

export interface Posted {
  type: string;
  data: unknown;
}

/** A bridge that records what is posted and lets a test emit events from "Telegram". */
export function fakeBridge(sent = true) {
  const posted: Posted[] = [];
  const handlers = new Map<string, Set<EventHandler>>();
  return {
    posted,
    postEvent: vi.fn((type: string, data?: unknown) => {
      posted.push({ type, data });
      return sent;
    }),
    on(type: string, handler: EventHandler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => void set.delete(handler);
    },
    emit(type: string, data?: unknown) {
      for (const handler of Array.from(handlers.get(type) ?? [])) handler(data, type);
    },
  };
}

export function launch(overrides: Partial<LaunchParams> = {}): LaunchParams {
  return {
    version: '8.0',
    platform: 'android',
    themeParams: { bg_color: '#17212b', secondary_bg_color: '#232e3c' },
    botInline: true,
    isTelegram: true,
    initDataRaw: 'auth_date=1&hash=x',
    ...overrides,
  };
}

/** A web app on a fake bridge, with the methods the app does not use yet; `version` picks the client. */
export function makeWebApp(overrides: Partial<LaunchParams> = {}, sent = true) {
  const bridge = fakeBridge(sent);
  const openWindow = vi.fn<(url: string) => void>();
  const navigate = vi.fn<(url: string) => void>();
  const launchParams = launch(overrides);
  const webApp = {
    ...createWebApp({ launchParams, bridge, openWindow, navigate }),
    ...createWebAppExtras(createWebAppContext(launchParams, bridge)),
  };
  return { webApp, bridge, openWindow, navigate };
}

/** A minimal window for the bridge: real jsdom event dispatch, a configurable parent. */
export function stubWindow(framed: boolean) {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn<(message: string, targetOrigin: string) => void>() };
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  } as unknown as BridgeWindow & { dispatchEvent(event: Event): boolean };
  win.parent = framed ? parent : (win as unknown as BridgeWindow['parent']);
  return { win, parent };
}

/** A `message` event as the parent frame (or anyone else) would send it. */
export function messageFrom(source: unknown, data: unknown): MessageEvent {
  const event = new MessageEvent('message', { data });
  Object.defineProperty(event, 'source', { value: source });
  return event;
}

/** Expects `fn` to throw a WebAppError with this code as name and message. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    const { name, message } = error as Error;
    return name === message ? name : `${name}/${message}`;
  }
  return undefined;
}
