/**
 * The dev Telegram host page's script (served as a file: the CSP allows no inline script). It runs
 * in <head>, before the frame exists, so the app's copy of webview-proxy.ts finds the marker when
 * it starts. It answers what Telegram Desktop answers (the theme, the viewport, safe areas, popups,
 * DeviceStorage...), draws the Back button in the title bar and lists every event in the log.
 * Events go into the frame as Telegram Web sends them: a JSON message the app's receivers read.
 */
import { DEV_HOST_MARKER } from './webview-proxy';

export const HOST_SCRIPT = `'use strict';
window.${DEV_HOST_MARKER} = true;
(function () {
  const $ = (id) => document.getElementById(id);
  const frame = () => $('app');
  const log = (direction, eventType, eventData) => {
    const list = $('log');
    if (!list) return;
    const item = document.createElement('li');
    item.textContent = direction + ' ' + eventType + (eventData === '' || eventData === undefined ? '' : ' ' + JSON.stringify(eventData));
    list.prepend(item);
  };
  const send = (eventType, eventData) => {
    log('\\u2192', eventType, eventData);
    frame().contentWindow.postMessage(JSON.stringify({ eventType, eventData }), location.origin);
  };
  const storageKey = (key) => 'sendswin-dev-host:' + frame().dataset.player + ':' + key;
  const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };
  const answers = {
    web_app_request_theme: () => send('theme_changed', { theme_params: JSON.parse(frame().dataset.themeParams) }),
    web_app_request_viewport: () => {
      const box = frame().getBoundingClientRect();
      send('viewport_changed', { height: Math.round(box.height), width: Math.round(box.width), is_expanded: true, is_state_stable: true });
    },
    web_app_request_safe_area: () => send('safe_area_changed', noInsets),
    web_app_request_content_safe_area: () => send('content_safe_area_changed', noInsets),
    web_app_setup_back_button: (data) => ($('back').hidden = !data.is_visible),
    web_app_set_header_color: (data) => {
      if (data.color) $('title-bar').style.background = data.color;
    },
    web_app_open_link: (data) => window.open(data.url, '_blank', 'noopener'),
    web_app_open_tg_link: (data) => window.open('https://t.me' + data.path_full, '_blank', 'noopener'),
    web_app_open_popup: (data) => {
      const text = (data.title ? data.title + '\\n\\n' : '') + data.message;
      const buttons = data.buttons || [];
      const main = buttons.find((button) => button.type !== 'cancel' && button.type !== 'close') || buttons[0];
      const chosen = buttons.length > 1 ? (confirm(text) ? main : null) : (alert(text), main);
      send('popup_closed', chosen ? { button_id: chosen.id } : {});
    },
    web_app_request_write_access: () => send('write_access_requested', { status: 'allowed' }),
    web_app_check_home_screen: () => send('home_screen_checked', { status: 'unsupported' }),
    web_app_request_fullscreen: () => send('fullscreen_failed', { error: 'UNSUPPORTED' }),
    web_app_send_prepared_message: () => send('prepared_message_failed', { error: 'UNSUPPORTED' }),
    web_app_device_storage_get_key: (data) => send('device_storage_key_received', { req_id: data.req_id, value: localStorage.getItem(storageKey(data.key)) }),
    web_app_device_storage_save_key: (data) => {
      if (typeof data.value === 'string') localStorage.setItem(storageKey(data.key), data.value);
      else localStorage.removeItem(storageKey(data.key));
      send('device_storage_key_saved', { req_id: data.req_id });
    },
    web_app_device_storage_clear: (data) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(storageKey(''))) localStorage.removeItem(key);
      send('device_storage_cleared', { req_id: data.req_id });
    },
    web_app_close: () => {
      frame().remove();
      $('closed').hidden = false;
    },
  };
  addEventListener('message', (event) => {
    const app = frame();
    if (!app || event.source !== app.contentWindow || event.origin !== location.origin || typeof event.data !== 'string') return;
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    log('\\u2190', message.eventType, message.eventData);
    const answer = answers[message.eventType];
    if (answer) answer(message.eventData || {});
  });
  addEventListener('DOMContentLoaded', () => {
    $('back').addEventListener('click', () => send('back_button_pressed'));
    // A new choice is a new launch, as reopening the Mini App in Telegram is.
    $('launch').addEventListener('change', (event) => event.currentTarget.submit());
    frame().addEventListener('load', () => {
      // A service worker installed while this address ran another bot token serves the app's
      // files without the host's channel: say so instead of showing a login page unexplained.
      if (!frame().contentWindow.TelegramWebviewProxy) $('stale-worker').hidden = false;
    });
  });
})();
`;
