/**
 * The home-screen shortcut (Bot API 8.0): its status is checked once per launch and kept here,
 * so the app can offer "Add to home screen" only when Telegram says the shortcut is `missed`
 * (never when it is `added`, or the client cannot make one). Telegram's answer to an add comes as
 * home_screen_added (the status becomes `added`) or home_screen_failed.
 */
import { useSyncExternalStore } from 'react';
import type { Bridge } from './bridge';
import type { HomeScreenStatus } from './platform-methods';
import type { WebApp } from './web-app';

/** null until Telegram has answered the check. */
let status: HomeScreenStatus | null = null;
const listeners = new Set<() => void>();
let checked = false;

function setStatus(next: HomeScreenStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

type HomeScreenWebApp = Pick<WebApp, 'isTelegram' | 'supports' | 'checkHomeScreenStatus' | 'addToHomeScreen'>;

/** Asks once per page; outside Telegram and below 8.0 the status is `unsupported` at once. */
export function checkHomeScreenOnce(webApp: HomeScreenWebApp, bridge: Pick<Bridge, 'on'>): void {
  if (checked) return;
  checked = true;
  if (!webApp.isTelegram || !webApp.supports('homeScreen')) {
    setStatus('unsupported');
    return;
  }
  bridge.on('home_screen_added', () => setStatus('added'));
  void webApp.checkHomeScreenStatus().then(setStatus);
}

export function getHomeScreenStatus(): HomeScreenStatus | null {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHomeScreenStatus(): HomeScreenStatus | null {
  return useSyncExternalStore(subscribe, getHomeScreenStatus, getHomeScreenStatus);
}

/** Test helper: forgets the check, as a new page would. */
export function resetHomeScreen(): void {
  checked = false;
  status = null;
  listeners.clear();
}
