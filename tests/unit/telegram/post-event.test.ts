import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../src/telegram/bridge';
import type { BridgeWindow } from '../../../src/telegram/environment';
import { createPostEvent, TELEGRAM_WEB_ORIGIN } from '../../../src/telegram/post-event';
import { stubWindow } from './helpers';

describe('postEvent routes', () => {
  it('uses TelegramWebviewProxy on mobile: (type, JSON of the data)', () => {
    const { win, parent } = stubWindow(false);
    const calls: Array<[string, string]> = [];
    win.TelegramWebviewProxy = { postEvent: (type, data) => void calls.push([type, data]) };
    const post = createPostEvent(win);
    expect(post('web_app_expand')).toBe(true);
    expect(post('web_app_setup_swipe_behavior', { allow_vertical_swipe: false })).toBe(true);
    expect(post('web_app_set_header_color', { color: '#27272a' })).toBe(true);
    expect(calls).toEqual([
      ['web_app_expand', '""'],
      ['web_app_setup_swipe_behavior', '{"allow_vertical_swipe":false}'],
      ['web_app_set_header_color', '{"color":"#27272a"}'],
    ]);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('prefers the proxy even when framed', () => {
    const { win, parent } = stubWindow(true);
    const proxy = vi.fn();
    win.TelegramWebviewProxy = { postEvent: proxy };
    createPostEvent(win)('web_app_ready');
    expect(proxy).toHaveBeenCalledOnce();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('uses external.notify on Windows Phone only when it is a function', () => {
    const { win } = stubWindow(false);
    const notify = vi.fn();
    win.external = { notify };
    expect(createPostEvent(win)('web_app_close')).toBe(true);
    expect(notify).toHaveBeenCalledWith('{"eventType":"web_app_close","eventData":""}');
    win.external = {} as { notify?: () => void };
    expect(createPostEvent(win)('web_app_close')).toBe(false);
  });

  it('posts {eventType, eventData} JSON to the parent frame, at web.telegram.org by default', () => {
    const { win, parent } = stubWindow(true);
    expect(createPostEvent(win)('web_app_open_popup', { message: 'm' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      '{"eventType":"web_app_open_popup","eventData":{"message":"m"}}',
      TELEGRAM_WEB_ORIGIN,
    );
    expect(TELEGRAM_WEB_ORIGIN).toBe('https://web.telegram.org');
    createBridge({ win, targetOrigin: '*' }).postEvent('web_app_ready');
    expect(parent.postMessage).toHaveBeenLastCalledWith('{"eventType":"web_app_ready","eventData":""}', '*');
  });

  it('sends nothing in a plain browser', () => {
    const { win, parent } = stubWindow(false);
    expect(createPostEvent(win)('web_app_expand')).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('sends nothing from the real jsdom window (a plain top-level page)', () => {
    expect(createBridge().postEvent('web_app_expand')).toBe(false);
  });

  it('reports false instead of throwing when the channel throws', () => {
    const { win } = stubWindow(false);
    win.TelegramWebviewProxy = {
      postEvent: () => {
        throw new Error('boom');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createPostEvent(win as BridgeWindow)('web_app_expand')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
