/**
 * The player's fullscreen choice (profile settings, Telegram 8.0+), remembered in app-storage:
 * applied at start, and kept equal to what Telegram reports: leaving fullscreen through
 * Telegram's own controls (fullscreen_changed) turns the setting off; a client that cannot
 * (fullscreen_failed: UNSUPPORTED) turns it off and says so.
 */
import { t } from '../i18n/t';
import { showToast } from '../lib/toast';
import { getSettings, setFullscreen } from '../settings/app-storage';
import type { Bridge } from '../telegram/bridge';
import type { WebApp } from '../telegram/web-app';

export function followFullscreen(webApp: Pick<WebApp, 'isTelegram' | 'supports' | 'requestFullscreen'>, bridge: Pick<Bridge, 'on'>): void {
  if (!webApp.isTelegram || !webApp.supports('fullscreen')) return;
  bridge.on('fullscreen_changed', (data) => {
    const isFullscreen = (data as { is_fullscreen?: unknown } | null)?.is_fullscreen;
    if (typeof isFullscreen === 'boolean' && isFullscreen !== getSettings().fullscreen) setFullscreen(isFullscreen);
  });
  bridge.on('fullscreen_failed', (data) => {
    const error = (data as { error?: unknown } | null)?.error;
    if (error === 'ALREADY_FULLSCREEN') {
      if (!getSettings().fullscreen) setFullscreen(true);
      return;
    }
    setFullscreen(false);
    showToast(t('fullscreen.failed'), { variant: 'error' });
  });
  if (getSettings().fullscreen) webApp.requestFullscreen();
}
