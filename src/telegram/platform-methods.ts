/**
 * What Telegram's Mini Apps gained after the spec (Bot API 8.0 to 9.1), over the same gates and
 * named errors as web-app.ts: safe-area requests, fullscreen, the home-screen shortcut,
 * shareMessage, DeviceStorage, haptics and hideKeyboard. The raw method and event names, with
 * their versions, are listed in docs/telegram-platform.md.
 */
import { WebAppError } from './errors';
import type { Feature } from './features';
import { createDeviceStorage } from './device-storage';
import { hapticPayload, type HapticFeedback } from './haptic-payload';
import type { Request } from './request';

const HOME_SCREEN_STATUSES = ['unsupported', 'unknown', 'added', 'missed'] as const;
export type HomeScreenStatus = (typeof HOME_SCREEN_STATUSES)[number];

/** How a shareMessage ended: sent, or failed with Telegram's reason (USER_DECLINED, MESSAGE_EXPIRED ...). */
export type ShareResult = { sent: true } | { sent: false; error: string };

export interface PlatformDeps {
  gate: (feature: Feature) => void;
  post: (eventType: string, eventData?: unknown) => boolean;
  request: Request;
}

function readStatus(data: unknown): HomeScreenStatus {
  const status = (data as { status?: unknown } | null)?.status;
  return HOME_SCREEN_STATUSES.find((known) => known === status) ?? 'unknown';
}

function readShare(data: unknown, eventType: string): ShareResult {
  if (eventType === 'prepared_message_sent') return { sent: true };
  const error = (data as { error?: unknown } | null)?.error;
  return { sent: false, error: typeof error === 'string' && error ? error : 'UNKNOWN_ERROR' };
}

export function createPlatformMethods({ gate, post, request }: PlatformDeps) {
  // One share dialog at a time, as Telegram's own script allows (WebAppShareMessageOpened).
  let shareOpen = false;

  return {
    /** Asks for the insets; the answers come as safe_area_changed and content_safe_area_changed. */
    requestSafeArea() {
      gate('safeArea');
      const device = post('web_app_request_safe_area');
      const content = post('web_app_request_content_safe_area');
      return device && content;
    },

    /** The answers come as fullscreen_changed ({is_fullscreen}) or fullscreen_failed ({error}). */
    requestFullscreen() {
      gate('fullscreen');
      return post('web_app_request_fullscreen');
    },
    exitFullscreen() {
      gate('fullscreen');
      return post('web_app_exit_fullscreen');
    },

    /** 'unknown' when the client cannot tell (or nothing could be asked). */
    checkHomeScreenStatus(): Promise<HomeScreenStatus> {
      gate('homeScreen');
      return request('web_app_check_home_screen', undefined, { events: 'home_screen_checked', read: readStatus, fallback: 'unknown' });
    },
    /** Telegram's own prompt; home_screen_added or home_screen_failed follow. */
    addToHomeScreen() {
      gate('homeScreen');
      return post('web_app_add_to_home_screen');
    },

    /** Opens Telegram's chat picker for a prepared inline message (the id savePreparedInlineMessage returned). */
    shareMessage(id: string): Promise<ShareResult> {
      gate('shareMessage');
      if (shareOpen) throw new WebAppError('WebAppShareMessageOpened');
      shareOpen = true;
      const release = () => void (shareOpen = false);
      const events = ['prepared_message_sent', 'prepared_message_failed'];
      const fallback: ShareResult = { sent: false, error: 'UNSUPPORTED' };
      return request('web_app_send_prepared_message', { id }, { events, read: readShare, fallback, release });
    },

    deviceStorage: createDeviceStorage({ gate: () => gate('deviceStorage'), request }),

    /** Telegram's HapticFeedback: impact, notification or selection_change (invalid kinds throw). */
    hapticFeedback(feedback: HapticFeedback) {
      gate('hapticFeedback');
      return post('web_app_trigger_haptic_feedback', hapticPayload(feedback));
    },

    hideKeyboard() {
      gate('hideKeyboard');
      return post('web_app_hide_keyboard');
    },
  };
}
