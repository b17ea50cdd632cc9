/**
 * A Telegram mobile client around the jsdom page, for component tests: the app's real bridge and
 * WebApp (telegram/current-web-app.ts) over a recording TelegramWebviewProxy, and events sent in
 * through the receiver Telegram calls.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { initWebApp } from '../../src/telegram/current-web-app';
import { readLaunchParams, type LaunchParams } from '../../src/telegram/launch-params';
import { launch } from './telegram/helpers';

type ProxyWindow = Window & {
  TelegramWebviewProxy?: { postEvent: (eventType: string, eventData: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (eventType: string, eventData?: unknown) => void } };
};

export function enterTelegram(version: string, overrides: Partial<LaunchParams> = {}) {
  const win = window as ProxyWindow;
  const postEvent = vi.fn<(eventType: string, eventData: string) => void>();
  win.TelegramWebviewProxy = { postEvent };
  initWebApp(launch({ version, ...overrides }));
  return {
    /** What the app posted, data parsed. */
    posted: () => postEvent.mock.calls.map(([type, data]) => ({ type, data: data ? (JSON.parse(data) as unknown) : undefined })),
    types: () => postEvent.mock.calls.map(([type]) => type),
    send: (eventType: string, eventData?: unknown) => act(() => win.Telegram?.WebView?.receiveEvent?.(eventType, eventData)),
  };
}

/** Back to a plain browser page (version 6.0, nothing posted). */
export function leaveTelegram(): void {
  delete (window as ProxyWindow).TelegramWebviewProxy;
  initWebApp(readLaunchParams());
}
