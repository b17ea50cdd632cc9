import { describe, expect, it } from 'vitest';
import { createWebApp } from '../../../src/telegram/web-app';
import { codeOf, fakeBridge, launch, makeWebApp } from './helpers';

describe('openLink', () => {
  it.each(['javascript:alert(1)', 'ftp://example.com/file', 'tg://resolve?domain=x', 'data:text/html,hi', 'http://'])(
    'rejects %s with WebAppTgUrlInvalid',
    (url) => {
      const { webApp, bridge, openWindow } = makeWebApp();
      expect(codeOf(() => webApp.openLink(url))).toBe('WebAppTgUrlInvalid');
      expect(bridge.posted).toEqual([]);
      expect(openWindow).not.toHaveBeenCalled();
    },
  );

  it('posts web_app_open_link in Telegram from 6.1, with Instant View from 6.4', () => {
    const { webApp, bridge } = makeWebApp({ version: '6.4' });
    webApp.openLink('https://example.com/a?b=1', { try_instant_view: true });
    webApp.openLink('http://example.com/');
    expect(bridge.posted).toEqual([
      { type: 'web_app_open_link', data: { url: 'https://example.com/a?b=1', try_instant_view: true } },
      { type: 'web_app_open_link', data: { url: 'http://example.com/' } },
    ]);
    const old = makeWebApp({ version: '6.3' });
    old.webApp.openLink('https://example.com/', { try_instant_view: true });
    expect(old.bridge.posted[0]?.data).toEqual({ url: 'https://example.com/' });
  });

  it('opens a new tab below 6.1 and outside Telegram', () => {
    const old = makeWebApp({ version: '6.0' });
    old.webApp.openLink('https://example.com/');
    expect(old.bridge.posted).toEqual([]);
    expect(old.openWindow).toHaveBeenCalledWith('https://example.com/');
    const browser = makeWebApp({ version: '6.0', isTelegram: false, initDataRaw: undefined }, false);
    browser.webApp.openLink('https://example.com/');
    expect(browser.openWindow).toHaveBeenCalledWith('https://example.com/');
  });
});

describe('openTelegramLink', () => {
  it('needs host t.me exactly', () => {
    const { webApp, bridge } = makeWebApp({ version: '6.1' });
    webApp.openTelegramLink('https://t.me/our_bot?start=ref_1');
    expect(bridge.posted).toEqual([{ type: 'web_app_open_tg_link', data: { path_full: '/our_bot?start=ref_1' } }]);
    for (const url of ['https://telegram.me/our_bot', 'https://evil.com/our_bot', 'https://t.me.evil.com/x', 'tg://resolve?domain=x', 'javascript:alert(1)']) {
      expect(codeOf(() => webApp.openTelegramLink(url))).toBe('WebAppTgUrlInvalid');
    }
    expect(codeOf(() => webApp.openTelegramLink('http://T.ME/x'))).toBeUndefined();
  });

  it('posts at any version when framed by Telegram Web', () => {
    const bridge = fakeBridge();
    const webApp = createWebApp({ launchParams: launch({ version: '6.0', platform: 'weba' }), bridge, framed: true });
    webApp.openTelegramLink('https://t.me/our_bot');
    expect(bridge.posted).toEqual([{ type: 'web_app_open_tg_link', data: { path_full: '/our_bot' } }]);
  });

  it('navigates on clients below 6.1 and opens a tab in a plain browser', () => {
    const old = makeWebApp({ version: '6.0' });
    old.webApp.openTelegramLink('https://t.me/our_bot');
    expect(old.bridge.posted).toEqual([]);
    expect(old.navigate).toHaveBeenCalledWith('https://t.me/our_bot');
    const browser = makeWebApp({ isTelegram: false, initDataRaw: undefined }, false);
    browser.webApp.openTelegramLink('https://t.me/our_bot');
    expect(browser.openWindow).toHaveBeenCalledWith('https://t.me/our_bot');
    expect(browser.navigate).not.toHaveBeenCalled();
  });
});

describe('openInvoice', () => {
  it.each([
    ['https://t.me/invoice/AbC-_=9', 'AbC-_=9'],
    ['https://t.me/$AbCdEf', 'AbCdEf'],
    ['http://t.me/$slug', 'slug'],
  ])('accepts %s', (url, slug) => {
    const { webApp, bridge } = makeWebApp({ version: '6.1' });
    void webApp.openInvoice(url);
    expect(bridge.posted).toEqual([{ type: 'web_app_open_invoice', data: { slug } }]);
  });

  it.each([
    'https://t.me/invoice/',
    'https://t.me/invoice/a/b',
    'https://t.me/$',
    'https://t.me/our_bot',
    'https://telegram.me/invoice/abc',
    'https://evil.com/$abc',
    'ftp://t.me/$abc',
    'https://t.me/invoice/ab%20c',
    'not a url',
  ])('rejects %s', (url) => {
    const { webApp } = makeWebApp({ version: '6.1' });
    expect(codeOf(() => void webApp.openInvoice(url))).toBe('WebAppInvoiceUrlInvalid');
  });

  it('opens an invoice once until it closes, then resolves its status', async () => {
    const { webApp, bridge } = makeWebApp();
    const paid = webApp.openInvoice('https://t.me/$abc');
    expect(codeOf(() => void webApp.openInvoice('https://t.me/invoice/abc'))).toBe('WebAppInvoiceOpened');
    const other = webApp.openInvoice('https://t.me/$def');
    bridge.emit('invoice_closed', { slug: 'def', status: 'cancelled' });
    bridge.emit('invoice_closed', { slug: 'abc', status: 'paid' });
    await expect(paid).resolves.toBe('paid');
    await expect(other).resolves.toBe('cancelled');
    expect(codeOf(() => void webApp.openInvoice('https://t.me/$abc'))).toBeUndefined();
  });
});
