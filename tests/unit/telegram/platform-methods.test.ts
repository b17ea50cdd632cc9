/** The answers of the Bot API 8.0-9.1 requests, and the named errors of their parameters. */
import { describe, expect, it } from 'vitest';
import type { HapticFeedback } from '../../../src/telegram/haptic-payload';
import { codeOf, makeWebApp } from './helpers';

describe('checkHomeScreenStatus', () => {
  it.each(['missed', 'added', 'unsupported', 'unknown'])('resolves with %s', async (status) => {
    const { webApp, bridge } = makeWebApp();
    const checked = webApp.checkHomeScreenStatus();
    bridge.emit('home_screen_checked', { status });
    await expect(checked).resolves.toBe(status);
  });

  it('reads a missing or strange status as unknown, and nothing sent as unknown', async () => {
    const { webApp, bridge } = makeWebApp();
    const checked = webApp.checkHomeScreenStatus();
    bridge.emit('home_screen_checked', { status: 'maybe' });
    await expect(checked).resolves.toBe('unknown');
    await expect(makeWebApp({}, false).webApp.checkHomeScreenStatus()).resolves.toBe('unknown');
  });
});

describe('shareMessage', () => {
  it('resolves sent on prepared_message_sent and frees the slot', async () => {
    const { webApp, bridge } = makeWebApp();
    const shared = webApp.shareMessage('a');
    expect(codeOf(() => void webApp.shareMessage('b'))).toBe('WebAppShareMessageOpened');
    bridge.emit('prepared_message_sent');
    await expect(shared).resolves.toEqual({ sent: true });
    expect(codeOf(() => void webApp.shareMessage('c'))).toBeUndefined();
  });

  it('resolves with the reason on prepared_message_failed', async () => {
    const { webApp, bridge } = makeWebApp();
    const shared = webApp.shareMessage('a');
    bridge.emit('prepared_message_failed', { error: 'MESSAGE_EXPIRED' });
    await expect(shared).resolves.toEqual({ sent: false, error: 'MESSAGE_EXPIRED' });
    const again = webApp.shareMessage('b');
    bridge.emit('prepared_message_failed', {});
    await expect(again).resolves.toEqual({ sent: false, error: 'UNKNOWN_ERROR' });
  });

  it('fails at once, freeing the slot, when nothing could be sent', async () => {
    const { webApp } = makeWebApp({}, false);
    await expect(webApp.shareMessage('a')).resolves.toEqual({ sent: false, error: 'UNSUPPORTED' });
    expect(codeOf(() => void webApp.shareMessage('b'))).toBeUndefined();
  });
});

describe('deviceStorage', () => {
  const reqId = (posted: { data: unknown }) => (posted.data as { req_id: string }).req_id;

  it('matches answers by req_id', async () => {
    const { webApp, bridge } = makeWebApp({ version: '9.0' });
    const first = webApp.deviceStorage.getItem('a');
    const second = webApp.deviceStorage.getItem('b');
    const [one, two] = bridge.posted;
    expect(reqId(one!)).not.toBe(reqId(two!));
    bridge.emit('device_storage_key_received', { req_id: reqId(two!), value: 'B' });
    bridge.emit('device_storage_key_received', { req_id: 'someone-else', value: 'X' });
    bridge.emit('device_storage_key_received', { req_id: reqId(one!), value: null });
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBe('B');
  });

  it('resolves saves and clears, rejects failures with the reason', async () => {
    const { webApp, bridge } = makeWebApp({ version: '9.0' });
    const saved = webApp.deviceStorage.setItem('a', '1');
    bridge.emit('device_storage_key_saved', { req_id: reqId(bridge.posted[0]!) });
    await expect(saved).resolves.toBeUndefined();
    const cleared = webApp.deviceStorage.clear();
    bridge.emit('device_storage_cleared', { req_id: reqId(bridge.posted[1]!) });
    await expect(cleared).resolves.toBeUndefined();
    const failed = webApp.deviceStorage.setItem('a', 'x'.repeat(10));
    bridge.emit('device_storage_failed', { req_id: reqId(bridge.posted[2]!), error: 'QUOTA_EXCEEDED' });
    await expect(failed).rejects.toMatchObject({ name: 'DeviceStorageError', message: 'QUOTA_EXCEEDED' });
  });

  it('rejects with UNSUPPORTED when nothing could be sent', async () => {
    const { webApp } = makeWebApp({ version: '9.0' }, false);
    await expect(webApp.deviceStorage.getItem('a')).rejects.toMatchObject({ message: 'UNSUPPORTED' });
  });
});

describe('hapticFeedback parameters', () => {
  const code = (feedback: unknown) => codeOf(() => makeWebApp().webApp.hapticFeedback(feedback as HapticFeedback));

  it.each(['light', 'medium', 'heavy', 'rigid', 'soft'])('accepts the impact style %s', (style) => {
    expect(code({ type: 'impact', impact_style: style })).toBeUndefined();
  });

  it('refuses what Telegram refuses, with its error names', () => {
    expect(code({ type: 'impact', impact_style: 'hard' })).toBe('WebAppHapticImpactStyleInvalid');
    expect(code({ type: 'impact' })).toBe('WebAppHapticImpactStyleInvalid');
    expect(code({ type: 'notification', notification_type: 'info' })).toBe('WebAppHapticNotificationTypeInvalid');
    expect(code({ type: 'buzz' })).toBe('WebAppHapticFeedbackTypeInvalid');
    expect(code(null)).toBe('WebAppHapticFeedbackTypeInvalid');
  });
});
