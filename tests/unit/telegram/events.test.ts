import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge } from '../../../src/telegram/bridge';
import type { BridgeWindow } from '../../../src/telegram/environment';
import { messageFrom, stubWindow } from './helpers';

const headScript = readFileSync(resolve(import.meta.dirname, '../../../public/telegram-receivers.js'), 'utf8');

/** Runs public/telegram-receivers.js against a stub window, as the <head> would. */
function runHeadScript(win: BridgeWindow) {
  new Function('window', headScript)(win);
}

let bridge: Bridge | undefined;
afterEach(() => bridge?.dispose());

function collect(b: Bridge, type: string) {
  const got: unknown[] = [];
  b.on(type, (data) => got.push(data));
  return got;
}

describe('receivers without the head script', () => {
  it('delivers events from all three global receivers after the first subscription', () => {
    const { win } = stubWindow(false);
    bridge = createBridge({ win });
    const got = collect(bridge, 'theme_changed');
    win.Telegram?.WebView?.receiveEvent?.('theme_changed', { theme_params: { bg_color: '#000' } });
    win.TelegramGameProxy?.receiveEvent?.('theme_changed', 2);
    win.TelegramGameProxy_receiveEvent?.('theme_changed', 3);
    win.Telegram?.WebView?.receiveEvent?.('viewport_changed', { height: 1 });
    expect(got).toEqual([{ theme_params: { bg_color: '#000' } }, 2, 3]);
  });

  it('off and the returned function unsubscribe; a throwing handler does not stop the others', () => {
    const { win } = stubWindow(false);
    bridge = createBridge({ win });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const a = () => void seen.push('a');
    bridge.on('e', () => {
      throw new Error('boom');
    });
    const offB = bridge.on('e', () => void seen.push('b'));
    bridge.on('e', a);
    win.Telegram?.WebView?.receiveEvent?.('e');
    offB();
    bridge.off('e', a);
    win.Telegram?.WebView?.receiveEvent?.('e');
    expect(seen).toEqual(['b', 'a']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('dispose removes its receivers', () => {
    const { win } = stubWindow(false);
    bridge = createBridge({ win });
    bridge.on('e', () => {});
    bridge.dispose();
    expect(win.Telegram?.WebView?.receiveEvent).toBeUndefined();
    expect(win.TelegramGameProxy_receiveEvent).toBeUndefined();
  });
});

describe('iframe messages (Telegram Web)', () => {
  it('accepts JSON {eventType, eventData} from the parent only', () => {
    const { win, parent } = stubWindow(true);
    bridge = createBridge({ win });
    const got = collect(bridge, 'popup_closed');
    const message = JSON.stringify({ eventType: 'popup_closed', eventData: { button_id: 'ok' } });
    win.dispatchEvent(messageFrom(parent, message));
    win.dispatchEvent(messageFrom({ postMessage() {} }, message));
    win.dispatchEvent(messageFrom(null, message));
    win.dispatchEvent(messageFrom(win, message));
    expect(got).toEqual([{ button_id: 'ok' }]);
  });

  it.each([
    '{"eventType":',
    'not json',
    '"popup_closed"',
    'null',
    '[1]',
    '{"eventData":{}}',
    '{"eventType":5}',
  ])('ignores malformed message %s without throwing', (data) => {
    const { win, parent } = stubWindow(true);
    bridge = createBridge({ win });
    const handler = vi.fn();
    bridge.on('popup_closed', handler);
    expect(() => win.dispatchEvent(messageFrom(parent, data))).not.toThrow();
    win.dispatchEvent(messageFrom(parent, { eventType: 'popup_closed' }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores messages when not framed (the window is its own parent)', () => {
    const { win } = stubWindow(false);
    bridge = createBridge({ win });
    const handler = vi.fn();
    bridge.on('popup_closed', handler);
    win.dispatchEvent(messageFrom(win, JSON.stringify({ eventType: 'popup_closed', eventData: {} })));
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('head script queue', () => {
  it('queues events from every channel before the bundle and delivers them after subscription', () => {
    const { win, parent } = stubWindow(true);
    runHeadScript(win);
    win.Telegram?.WebView?.receiveEvent?.('theme_changed', { n: 1 });
    win.TelegramGameProxy?.receiveEvent?.('viewport_changed', { n: 2 });
    win.TelegramGameProxy_receiveEvent?.('theme_changed', { n: 3 });
    win.dispatchEvent(messageFrom(parent, JSON.stringify({ eventType: 'theme_changed', eventData: { n: 4 } })));
    win.dispatchEvent(messageFrom({}, JSON.stringify({ eventType: 'theme_changed', eventData: { n: 'x' } })));
    win.dispatchEvent(messageFrom(parent, '{oops'));
    expect(win.__tgEventQueue).toHaveLength(4);

    bridge = createBridge({ win });
    const themes = collect(bridge, 'theme_changed');
    expect(themes).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
    expect(win.__tgEventQueue).toHaveLength(0);
    // The viewport event waited for its own first listener.
    expect(collect(bridge, 'viewport_changed')).toEqual([{ n: 2 }]);
    // ...and only the first: a later listener does not get it again.
    expect(collect(bridge, 'viewport_changed')).toEqual([]);
  });

  it('hands over: later events reach the bridge once, from receivers and frame messages', () => {
    const { win, parent } = stubWindow(true);
    runHeadScript(win);
    const headReceiver = win.Telegram?.WebView?.receiveEvent;
    bridge = createBridge({ win });
    const got = collect(bridge, 'e');
    expect(win.Telegram?.WebView?.receiveEvent).not.toBe(headReceiver);
    win.Telegram?.WebView?.receiveEvent?.('e', 1);
    headReceiver?.('e', 2); // a client holding the old function still gets through
    win.dispatchEvent(messageFrom(parent, JSON.stringify({ eventType: 'e', eventData: 3 })));
    expect(got).toEqual([1, 2, 3]);
  });

  it('is idempotent and caps its queue', () => {
    const { win } = stubWindow(false);
    runHeadScript(win);
    const drain = win.__tgDrain;
    runHeadScript(win);
    expect(win.__tgDrain).toBe(drain);
    for (let i = 0; i < 150; i += 1) win.Telegram?.WebView?.receiveEvent?.('e', i);
    expect(win.__tgEventQueue).toHaveLength(100);
  });
});
