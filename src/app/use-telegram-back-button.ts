/**
 * Telegram's own back button (item 7 of the Telegram issue): shown on nested screens (anything but
 * the bottom bar's roots), hidden on the roots; a tap goes back in history as the browser's would.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { getBridge } from '../telegram/bridge';
import { getWebApp } from '../telegram/current-web-app';

const ROOTS = new Set(['/', '/friends', '/profile']);

export function isBottomBarRoot(path: string): boolean {
  return ROOTS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

// Telegram starts with the button hidden; only changes are posted, so a root screen posts nothing.
let shown = false;

function setShown(visible: boolean): void {
  const webApp = getWebApp();
  if (visible === shown || !webApp.isTelegram || !webApp.supports('backButton')) return;
  shown = visible;
  webApp.setBackButtonVisible(visible);
}

export function useTelegramBackButton(): void {
  const [path] = useLocation();
  const visible = !isBottomBarRoot(path);
  useEffect(() => setShown(visible), [visible]);
  useEffect(() => {
    if (!getWebApp().isTelegram) return undefined;
    return getBridge().on('back_button_pressed', () => window.history.back());
  }, []);
}

/** The hook as a component, to sit inside the Router. */
export function TelegramBackButton() {
  useTelegramBackButton();
  return null;
}
