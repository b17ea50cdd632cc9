/** Each gated method just below its version (WebAppMethodUnsupported, nothing sent) and at it (posts). */
import { describe, expect, it } from 'vitest';
import { codeOf, makeWebApp } from './helpers';

type WebApp = ReturnType<typeof makeWebApp>['webApp'];

const cases: Array<[string, string, string, string, (webApp: WebApp) => unknown]> = [
  ['setHeaderColor', '6.0', '6.1', 'web_app_set_header_color', (w) => w.setHeaderColor('bg_color')],
  ['setBackButtonVisible', '6.0', '6.1', 'web_app_setup_back_button', (w) => w.setBackButtonVisible(true)],
  ['setBackgroundColor', '6.0', '6.1', 'web_app_set_background_color', (w) => w.setBackgroundColor('#181a20')],
  ['openInvoice', '6.0', '6.1', 'web_app_open_invoice', (w) => w.openInvoice('https://t.me/$slug')],
  ['showPopup', '6.1', '6.2', 'web_app_open_popup', (w) => w.showPopup({ message: 'm' })],
  ['enableClosingConfirmation', '6.1', '6.2', 'web_app_setup_closing_behavior', (w) => w.enableClosingConfirmation()],
  ['showScanQrPopup', '6.3', '6.4', 'web_app_open_scan_qr_popup', (w) => w.showScanQrPopup()],
  ['switchInlineQuery', '6.6', '6.7', 'web_app_switch_inline_query', (w) => w.switchInlineQuery('q')],
  ['disableVerticalSwipes', '7.6', '7.7', 'web_app_setup_swipe_behavior', (w) => w.disableVerticalSwipes()],
  ['shareToStory', '7.7', '7.8', 'web_app_share_to_story', (w) => w.shareToStory('https://example.com/a.jpg')],
  ['setBottomBarColor', '7.9', '7.10', 'web_app_set_bottom_bar_color', (w) => w.setBottomBarColor('#2B3139')],
  ['downloadFile', '7.10', '8.0', 'web_app_request_file_download', (w) => w.downloadFile({ url: 'https://e.com/f', file_name: 'f' })],
];

describe.each(cases)('%s', (_name, below, at, eventType, call) => {
  it(`throws WebAppMethodUnsupported at ${below}`, () => {
    const { webApp, bridge } = makeWebApp({ version: below });
    let caught: unknown;
    try {
      call(webApp);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).name).toBe('WebAppMethodUnsupported');
    expect((caught as Error).message).toContain('WebAppMethodUnsupported');
    expect(bridge.posted).toEqual([]);
  });

  it(`posts ${eventType} at ${at}`, () => {
    const { webApp, bridge } = makeWebApp({ version: at });
    call(webApp);
    expect(bridge.posted.map((p) => p.type)).toEqual([eventType]);
  });
});

describe('ungated methods', () => {
  it('ready, expand and sendData post at 6.0', () => {
    const { webApp, bridge } = makeWebApp({ version: '6.0' });
    webApp.ready();
    webApp.expand();
    webApp.sendData('x');
    expect(bridge.posted).toEqual([
      { type: 'web_app_ready', data: undefined },
      { type: 'web_app_expand', data: undefined },
      { type: 'web_app_data_send', data: { data: 'x' } },
    ]);
  });

  it('outside Telegram (version 6.0) every gated method throws', () => {
    const { webApp } = makeWebApp({ version: '6.0', isTelegram: false, initDataRaw: undefined }, false);
    expect(webApp.supports('popup')).toBe(false);
    expect(codeOf(() => webApp.enableClosingConfirmation())).toBe('WebAppMethodUnsupported');
  });
});

describe('colours', () => {
  it('sends hex header colours from 6.9, normalised to lower case', () => {
    const { webApp, bridge } = makeWebApp({ version: '6.9' });
    webApp.setHeaderColor('#27272A');
    webApp.setHeaderColor('rgb(39, 39, 42)');
    webApp.setHeaderColor('#fff');
    expect(bridge.posted.map((p) => p.data)).toEqual([{ color: '#27272a' }, { color: '#27272a' }, { color: '#ffffff' }]);
    expect(codeOf(() => webApp.setHeaderColor('red'))).toBe('WebAppHeaderColorInvalid');
  });

  it('before 6.9 sends only theme keys, mapping a colour equal to one', () => {
    const { webApp, bridge } = makeWebApp({ version: '6.8' });
    webApp.setHeaderColor('secondary_bg_color');
    webApp.setHeaderColor('#17212B');
    expect(bridge.posted.map((p) => p.data)).toEqual([{ color_key: 'secondary_bg_color' }, { color_key: 'bg_color' }]);
    expect(codeOf(() => webApp.setHeaderColor('#27272a'))).toBe('WebAppHeaderColorKeyInvalid');
  });

  it('resolves theme keys for the background and bottom bar, and rejects bad colours', () => {
    const { webApp, bridge } = makeWebApp({ version: '7.10' });
    webApp.setBackgroundColor('secondary_bg_color');
    webApp.setBottomBarColor('bg_color');
    expect(bridge.posted.map((p) => p.data)).toEqual([{ color: '#232e3c' }, { color: '#17212b' }]);
    expect(codeOf(() => webApp.setBackgroundColor('#12345'))).toBe('WebAppBackgroundColorInvalid');
    expect(codeOf(() => webApp.setBottomBarColor('rgb(300, 0, 0)'))).toBe('WebAppBottomBarColorInvalid');
    expect(webApp.setBottomBarColor('bottom_bar_bg_color')).toBe(false);
  });

  it('follows theme_changed for theme keys', () => {
    const { webApp, bridge } = makeWebApp({ version: '7.10' });
    bridge.emit('theme_changed', { theme_params: { bg_color: '#000000' } });
    expect(webApp.themeParams()).toEqual({ bg_color: '#000000' });
    webApp.setBackgroundColor('bg_color');
    expect(bridge.posted[0]?.data).toEqual({ color: '#000000' });
  });
});
