import { describe, expect, it } from 'vitest';
import { supportsFeature } from '../../../src/telegram/features';
import { notificationOccurred } from '../../../src/telegram/haptics';
import { fakeBridge } from './helpers';

describe('notificationOccurred', () => {
  it('posts a notification haptic from Mini Apps 6.1 on', () => {
    const bridge = fakeBridge();
    expect(notificationOccurred('success', { supports: (f) => supportsFeature('6.1', f), postEvent: bridge.postEvent })).toBe(true);
    expect(notificationOccurred('error', { supports: (f) => supportsFeature('8.0', f), postEvent: bridge.postEvent })).toBe(true);
    expect(bridge.posted).toEqual([
      { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'success' } },
      { type: 'web_app_trigger_haptic_feedback', data: { type: 'notification', notification_type: 'error' } },
    ]);
  });

  it('posts nothing below 6.1 or outside Telegram (version 6.0)', () => {
    const bridge = fakeBridge();
    expect(notificationOccurred('success', { supports: (f) => supportsFeature('6.0', f), postEvent: bridge.postEvent })).toBe(false);
    expect(bridge.posted).toEqual([]);
  });
});
