/**
 * What a Telegram client answers, for the proxy-mode stub of telegram-host.ts: an init script,
 * added after the fixture's, that wraps TelegramWebviewProxy.postEvent and answers the requests
 * of Bot API 8.0-9.1 through the receiver the clients call (Telegram.WebView.receiveEvent). Only
 * what a test names is answered. The table of minimum versions is Telegram's (core.telegram.org/bots/webapps,
 * tma.js apps/docs/platform/methods.md), for checking that nothing above a client's version is posted.
 */
import type { Page } from '@playwright/test';
import { compareVersions } from '../../src/telegram/version';
import type { RecordedEvent } from './telegram-host';

export interface ClientAnswers {
  /** home_screen_checked's status for web_app_check_home_screen. */
  homeScreen?: 'missed' | 'added' | 'unsupported' | 'unknown';
  /** write_access_requested's status for web_app_request_write_access. */
  writeAccess?: 'allowed' | 'cancelled';
  /** DeviceStorage's contents: answers get_key, and save_key keeps the value (for this page). */
  deviceStorage?: Record<string, string>;
}

export async function answerTelegram(page: Page, answers: ClientAnswers): Promise<void> {
  await page.addInitScript((config: ClientAnswers) => {
    type Receiver = (eventType: string, eventData: unknown) => void;
    const w = window as unknown as {
      TelegramWebviewProxy: { postEvent: (eventType: string, eventData: string) => void };
      Telegram?: { WebView?: { receiveEvent?: Receiver } };
    };
    const record = w.TelegramWebviewProxy.postEvent;
    const storage: Record<string, string> = { ...config.deviceStorage };
    // Asynchronously, as a real client answers.
    const delivered: string[] = [];
    (w as unknown as { __tgAnswered: string[] }).__tgAnswered = delivered;
    const reply = (eventType: string, eventData: unknown) =>
      setTimeout(() => {
        w.Telegram?.WebView?.receiveEvent?.(eventType, eventData);
        delivered.push(eventType); // after the app's listeners have run
      }, 0);
    w.TelegramWebviewProxy.postEvent = (eventType, eventData) => {
      record(eventType, eventData);
      const data = (eventData ? JSON.parse(eventData) : {}) as { req_id?: string; key?: string; value?: string | null };
      if (eventType === 'web_app_request_write_access' && config.writeAccess) reply('write_access_requested', { status: config.writeAccess });
      if (eventType === 'web_app_check_home_screen' && config.homeScreen) reply('home_screen_checked', { status: config.homeScreen });
      if (eventType === 'web_app_device_storage_get_key' && config.deviceStorage) {
        reply('device_storage_key_received', { req_id: data.req_id, value: storage[data.key ?? ''] ?? null });
      }
      if (eventType === 'web_app_device_storage_save_key' && config.deviceStorage) {
        if (typeof data.value === 'string') storage[data.key ?? ''] = data.value;
        else delete storage[data.key ?? ''];
        reply('device_storage_key_saved', { req_id: data.req_id });
      }
    };
  }, answers);
}

/** The answers answerTelegram has delivered to the app so far (event types, oldest first). */
export function answered(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __tgAnswered: string[] }).__tgAnswered);
}

/** The Mini Apps version that introduced each method the app may post. */
export const METHOD_MIN_VERSION: Record<string, string> = {
  web_app_ready: '6.0',
  web_app_request_theme: '6.0',
  web_app_expand: '6.0',
  web_app_close: '6.0',
  web_app_setup_closing_behavior: '6.0',
  web_app_open_link: '6.0',
  web_app_open_tg_link: '6.1',
  web_app_setup_back_button: '6.1',
  web_app_set_header_color: '6.1',
  web_app_set_background_color: '6.1',
  web_app_trigger_haptic_feedback: '6.1',
  web_app_open_popup: '6.2',
  web_app_request_write_access: '6.9',
  web_app_setup_swipe_behavior: '7.7',
  web_app_set_bottom_bar_color: '7.10',
  web_app_request_safe_area: '8.0',
  web_app_request_content_safe_area: '8.0',
  web_app_request_fullscreen: '8.0',
  web_app_exit_fullscreen: '8.0',
  web_app_check_home_screen: '8.0',
  web_app_add_to_home_screen: '8.0',
  web_app_send_prepared_message: '8.0',
  web_app_device_storage_get_key: '9.0',
  web_app_device_storage_save_key: '9.0',
  web_app_device_storage_clear: '9.0',
  web_app_hide_keyboard: '9.1',
};

/** Posted events a client of `version` would not know (or that the table does not know at all). */
export function aboveVersion(events: RecordedEvent[], version: string): string[] {
  return events
    .map((event) => event.eventType)
    .filter((type) => {
      const min = METHOD_MIN_VERSION[type];
      return min === undefined || compareVersions(min, version) > 0;
    });
}
