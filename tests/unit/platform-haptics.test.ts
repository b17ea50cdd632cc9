/** The app's safe calls (telegram/haptics.ts) and the DeviceStorage mirror (telegram/device-storage-mirror.ts). */
import { afterEach, expect, it } from 'vitest';
import { getWebApp } from '../../src/telegram/current-web-app';
import { deviceStorageMirror } from '../../src/telegram/device-storage-mirror';
import { hapticImpact, hapticNotification, hapticSelection, hideKeyboard } from '../../src/telegram/haptics';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';

afterEach(() => leaveTelegram());

const all = () => {
  hapticImpact();
  hapticNotification('success');
  hapticSelection();
  hideKeyboard();
};

it('9.1: every call reaches Telegram', () => {
  const telegram = enterTelegram('9.1');
  all();
  expect(telegram.posted()).toEqual([
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'impact', impact_style: 'light' } },
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'success' } },
    { type: 'web_app_trigger_haptic_feedback', data: { type: 'selection_change' } },
    { type: 'web_app_hide_keyboard', data: '' },
  ]);
});

it('9.0: haptics, but no hideKeyboard; 6.0 and a plain browser: nothing, and nothing throws', () => {
  const telegram = enterTelegram('9.0');
  all();
  expect(telegram.types()).toEqual(Array(3).fill('web_app_trigger_haptic_feedback'));
  const old = enterTelegram('6.0');
  all();
  expect(old.types()).toEqual([]);
  leaveTelegram();
  expect(all).not.toThrow();
});

it('the mirror exists from 9.0 in Telegram only, and stores JSON', async () => {
  leaveTelegram();
  expect(deviceStorageMirror(getWebApp())).toBeUndefined();
  enterTelegram('8.0');
  expect(deviceStorageMirror(getWebApp())).toBeUndefined();

  const telegram = enterTelegram('9.0');
  const mirror = deviceStorageMirror(getWebApp())!;
  const written = mirror.write('app-storage', { language: 'de' });
  const save = telegram.posted()[0]!;
  expect(save).toEqual({ type: 'web_app_device_storage_save_key', data: { req_id: expect.any(String), key: 'app-storage', value: '{"language":"de"}' } });
  await telegram.send('device_storage_key_saved', { req_id: (save.data as { req_id: string }).req_id });
  await expect(written).resolves.toBeUndefined();

  for (const [value, expected] of [
    ['{"language":"de"}', { language: 'de' }],
    [null, undefined],
    ['not json', undefined],
  ] as const) {
    const read = mirror.read('app-storage');
    const get = telegram.posted().at(-1)!;
    await telegram.send('device_storage_key_received', { req_id: (get.data as { req_id: string }).req_id, value });
    await expect(read).resolves.toEqual(expected);
  }
});
