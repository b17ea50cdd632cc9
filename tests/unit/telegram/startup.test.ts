import { afterEach, describe, expect, it } from 'vitest';
import { createBridge, type Bridge } from '../../../src/telegram/bridge';
import { startTelegram } from '../../../src/telegram/startup';
import { createWebApp } from '../../../src/telegram/web-app';
import { launch, makeWebApp, stubWindow } from './helpers';

const colors = [
  { type: 'web_app_set_header_color', data: { color: '#27272a' } },
  { type: 'web_app_set_bottom_bar_color', data: { color: '#2b3139' } },
  { type: 'web_app_set_background_color', data: { color: '#181a20' } },
];
const expand = { type: 'web_app_expand', data: undefined };
const ready = { type: 'web_app_ready', data: undefined };
const swipes = { type: 'web_app_setup_swipe_behavior', data: { allow_vertical_swipe: false } };
const closing = { type: 'web_app_setup_closing_behavior', data: { need_confirmation: true } };

function run(version: string) {
  const { webApp, bridge } = makeWebApp({ version });
  const cleanup = startTelegram(webApp, bridge);
  return { bridge, cleanup };
}

describe('startTelegram', () => {
  it('6.0: expand and ready only', () => {
    expect(run('6.0').bridge.posted).toEqual([expand, ready]);
  });

  it('6.2: adds the closing confirmation', () => {
    expect(run('6.2').bridge.posted).toEqual([expand, closing, ready]);
  });

  it('7.7: disables vertical swipes, no colours yet', () => {
    expect(run('7.7').bridge.posted).toEqual([expand, swipes, closing, ready]);
  });

  it('7.9: still no colours', () => {
    expect(run('7.9').bridge.posted).toEqual([expand, swipes, closing, ready]);
  });

  it('7.10: header, bottom bar and background colours', () => {
    expect(run('7.10').bridge.posted).toEqual([expand, swipes, ...colors, closing, ready]);
  });

  it('re-applies the colours on every theme_changed until cleaned up', () => {
    const { bridge, cleanup } = run('8.0');
    bridge.posted.length = 0;
    bridge.emit('theme_changed', { theme_params: { bg_color: '#ffffff' } });
    bridge.emit('theme_changed', {});
    expect(bridge.posted).toEqual([...colors, ...colors]);
    cleanup();
    bridge.emit('theme_changed', {});
    expect(bridge.posted).toHaveLength(6);
  });

  it('does not listen for theme changes below 7.10', () => {
    const { bridge } = run('7.9');
    bridge.posted.length = 0;
    bridge.emit('theme_changed', {});
    expect(bridge.posted).toEqual([]);
  });

  it('does nothing outside Telegram', () => {
    const { webApp, bridge } = makeWebApp({ version: '8.0', isTelegram: false, initDataRaw: undefined });
    startTelegram(webApp, bridge)();
    expect(bridge.posted).toEqual([]);
  });
});

describe('startTelegram over the real bridge (mobile proxy)', () => {
  let bridge: Bridge | undefined;
  afterEach(() => bridge?.dispose());

  it('sends the exact events and JSON payloads, and re-applies on a received theme_changed', () => {
    const { win } = stubWindow(false);
    const calls: string[] = [];
    win.TelegramWebviewProxy = { postEvent: (type, data) => void calls.push(`${type} ${data}`) };
    bridge = createBridge({ win });
    const webApp = createWebApp({ launchParams: launch({ version: '7.10' }), bridge });
    startTelegram(webApp, bridge);
    expect(calls).toEqual([
      'web_app_expand ""',
      'web_app_setup_swipe_behavior {"allow_vertical_swipe":false}',
      'web_app_set_header_color {"color":"#27272a"}',
      'web_app_set_bottom_bar_color {"color":"#2b3139"}',
      'web_app_set_background_color {"color":"#181a20"}',
      'web_app_setup_closing_behavior {"need_confirmation":true}',
      'web_app_ready ""',
    ]);
    calls.length = 0;
    win.Telegram?.WebView?.receiveEvent?.('theme_changed', { theme_params: { bg_color: '#ffffff' } });
    expect(calls).toEqual([
      'web_app_set_header_color {"color":"#27272a"}',
      'web_app_set_bottom_bar_color {"color":"#2b3139"}',
      'web_app_set_background_color {"color":"#181a20"}',
    ]);
  });
});
