import { describe, expect, it } from 'vitest';
import { followSafeArea, readInsets } from '../../../src/telegram/safe-area';
import { makeWebApp } from './helpers';

function styleRecorder() {
  const values = new Map<string, string>();
  return { values, setProperty: (name: string, value: string | null) => void values.set(name, value ?? '') };
}

describe('readInsets', () => {
  it('keeps finite non-negative numbers; anything else is 0', () => {
    expect(readInsets({ top: 47, bottom: 34, left: 0, right: 12.5 })).toEqual({ top: 47, bottom: 34, left: 0, right: 12.5 });
    expect(readInsets({ top: -1, bottom: '34', left: Number.NaN, right: Infinity })).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
    expect(readInsets(null)).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
  });
});

describe('followSafeArea', () => {
  it('8.0: requests both insets and writes them to Telegram’s CSS variables on every change', () => {
    const { webApp, bridge } = makeWebApp({ version: '8.0' });
    const style = styleRecorder();
    const stop = followSafeArea(webApp, bridge, style);
    expect(bridge.posted.map((p) => p.type)).toEqual(['web_app_request_safe_area', 'web_app_request_content_safe_area']);

    bridge.emit('safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 });
    bridge.emit('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
    expect(Object.fromEntries(style.values)).toEqual({
      '--tg-safe-area-inset-top': '47px',
      '--tg-safe-area-inset-bottom': '34px',
      '--tg-safe-area-inset-left': '0px',
      '--tg-safe-area-inset-right': '0px',
      '--tg-content-safe-area-inset-top': '46px',
      '--tg-content-safe-area-inset-bottom': '0px',
      '--tg-content-safe-area-inset-left': '0px',
      '--tg-content-safe-area-inset-right': '0px',
    });

    stop();
    bridge.emit('safe_area_changed', { top: 1, bottom: 1, left: 1, right: 1 });
    expect(style.values.get('--tg-safe-area-inset-top')).toBe('47px');
  });

  it('7.10 and outside Telegram: asks nothing, listens to nothing', () => {
    for (const overrides of [{ version: '7.10' }, { version: '8.0', isTelegram: false }]) {
      const { webApp, bridge } = makeWebApp(overrides);
      const style = styleRecorder();
      followSafeArea(webApp, bridge, style);
      bridge.emit('safe_area_changed', { top: 10 });
      expect(bridge.posted).toEqual([]);
      expect(style.values.size).toBe(0);
    }
  });
});
