/**
 * The Bot API 8.0-9.1 methods at each gate: the version just below (WebAppMethodUnsupported,
 * nothing sent), at it and above it (the raw event of Telegram's documentation is posted).
 */
import { describe, expect, it } from 'vitest';
import type { WebApp } from '../../../src/telegram/web-app';
import { codeOf, makeWebApp } from './helpers';

type Case = [name: string, below: string, at: string, above: string, events: string[], call: (webApp: WebApp) => unknown];

const cases: Case[] = [
  ['requestSafeArea', '7.10', '8.0', '8.1', ['web_app_request_safe_area', 'web_app_request_content_safe_area'], (w) => w.requestSafeArea()],
  ['requestFullscreen', '7.10', '8.0', '9.1', ['web_app_request_fullscreen'], (w) => w.requestFullscreen()],
  ['exitFullscreen', '7.10', '8.0', '9.1', ['web_app_exit_fullscreen'], (w) => w.exitFullscreen()],
  ['checkHomeScreenStatus', '7.10', '8.0', '9.1', ['web_app_check_home_screen'], (w) => w.checkHomeScreenStatus()],
  ['addToHomeScreen', '7.10', '8.0', '9.1', ['web_app_add_to_home_screen'], (w) => w.addToHomeScreen()],
  ['shareMessage', '7.10', '8.0', '9.1', ['web_app_send_prepared_message'], (w) => w.shareMessage('prepared-1')],
  ['deviceStorage.getItem', '8.0', '9.0', '9.1', ['web_app_device_storage_get_key'], (w) => w.deviceStorage.getItem('k')],
  ['deviceStorage.setItem', '8.0', '9.0', '9.1', ['web_app_device_storage_save_key'], (w) => w.deviceStorage.setItem('k', 'v')],
  ['deviceStorage.removeItem', '8.0', '9.0', '9.1', ['web_app_device_storage_save_key'], (w) => w.deviceStorage.removeItem('k')],
  ['deviceStorage.clear', '8.0', '9.0', '9.1', ['web_app_device_storage_clear'], (w) => w.deviceStorage.clear()],
  ['hapticFeedback', '6.0', '6.1', '6.2', ['web_app_trigger_haptic_feedback'], (w) => w.hapticFeedback({ type: 'impact', impact_style: 'light' })],
  ['hideKeyboard', '9.0', '9.1', '9.2', ['web_app_hide_keyboard'], (w) => w.hideKeyboard()],
];

describe.each(cases)('%s', (_name, below, at, above, events, call) => {
  it(`throws WebAppMethodUnsupported at ${below} and sends nothing`, () => {
    const { webApp, bridge } = makeWebApp({ version: below });
    expect(codeOf(() => call(webApp))).toBe('WebAppMethodUnsupported');
    expect(bridge.posted).toEqual([]);
  });

  it.each([at, above])(`posts ${events.join(' + ')} at %s`, (version) => {
    const { webApp, bridge } = makeWebApp({ version });
    void call(webApp);
    expect(bridge.posted.map((p) => p.type)).toEqual(events);
  });
});

it('sends the Telegram payloads', () => {
  const { webApp, bridge } = makeWebApp({ version: '9.1' });
  void webApp.shareMessage('prepared-1');
  webApp.hapticFeedback({ type: 'notification', notification_type: 'success' });
  webApp.hapticFeedback({ type: 'selection_change' });
  void webApp.deviceStorage.setItem('app-storage', '{"language":"de"}');
  expect(bridge.posted.slice(0, 3)).toEqual([
    { type: 'web_app_send_prepared_message', data: { id: 'prepared-1' } },
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'success' } },
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'selection_change' } },
  ]);
  expect(bridge.posted[3]).toEqual({
    type: 'web_app_device_storage_save_key',
    data: { req_id: expect.any(String), key: 'app-storage', value: '{"language":"de"}' },
  });
});
