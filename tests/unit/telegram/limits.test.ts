/** Every limit of docs/product.md section 5 at its boundary, through the public web app API. */
import { describe, expect, it } from 'vitest';
import { codeOf, makeWebApp } from './helpers';

const repeat = (text: string, times: number) => text.repeat(times);

describe('sendData (4096 UTF-8 bytes, after trimming)', () => {
  it.each([
    ['ASCII', 'a', 1],
    ['é (2 bytes)', 'é', 2],
    ['€ (3 bytes)', '€', 3],
    ['emoji (4 bytes)', '😀', 4],
  ])('%s: 4096 bytes pass, 4097 fail', (_name, char, bytes) => {
    const { webApp, bridge } = makeWebApp();
    // Exactly 4096 bytes: as many of `char` as fit, topped up with ASCII (€: 1365 × 3 + 1).
    const fits = repeat(char, Math.floor(4096 / bytes)) + repeat('a', 4096 % bytes);
    expect(webApp.sendData(fits)).toBe(true);
    expect(bridge.posted).toEqual([{ type: 'web_app_data_send', data: { data: fits } }]);
    // One more byte: pad with ASCII so the total is exactly 4097.
    expect(codeOf(() => webApp.sendData(`${fits}a`))).toBe('WebAppDataInvalid');
  });

  it('counts bytes, not characters: 2049 × é is 4098 bytes', () => {
    const { webApp } = makeWebApp();
    expect(codeOf(() => webApp.sendData(repeat('é', 2049)))).toBe('WebAppDataInvalid');
    expect(codeOf(() => webApp.sendData(`${repeat('é', 2047)}€`))).toBe('WebAppDataInvalid');
    expect(codeOf(() => webApp.sendData(`${repeat('é', 2046)}€a`))).toBeUndefined();
  });

  it('measures after trimming and sends the trimmed text', () => {
    const { webApp, bridge } = makeWebApp();
    webApp.sendData(`  ${repeat('a', 4096)}\n`);
    expect(bridge.posted[0]?.data).toEqual({ data: repeat('a', 4096) });
  });

  it.each(['', '   ', '\n\t'])('rejects empty or blank %j', (data) => {
    const { webApp, bridge } = makeWebApp();
    expect(codeOf(() => webApp.sendData(data))).toBe('WebAppDataInvalid');
    expect(codeOf(() => webApp.sendData(undefined as unknown as string))).toBe('WebAppDataInvalid');
    expect(bridge.posted).toEqual([]);
  });
});

describe('switchInlineQuery', () => {
  it('takes 256 characters, not 257', () => {
    const { webApp, bridge } = makeWebApp();
    expect(webApp.switchInlineQuery(repeat('q', 256), ['users', 'groups', 'users'])).toBe(true);
    expect(bridge.posted[0]).toEqual({
      type: 'web_app_switch_inline_query',
      data: { query: repeat('q', 256), chat_types: ['users', 'groups'] },
    });
    expect(codeOf(() => webApp.switchInlineQuery(repeat('q', 257)))).toBe('WebAppInlineQueryInvalid');
    expect(codeOf(() => webApp.switchInlineQuery(` ${repeat('q', 256)} `))).toBeUndefined();
  });

  it('allows an empty query and checks chat types', () => {
    const { webApp, bridge } = makeWebApp();
    webApp.switchInlineQuery('');
    expect(bridge.posted[0]?.data).toEqual({ query: '', chat_types: [] });
    expect(codeOf(() => webApp.switchInlineQuery('x', ['everyone' as 'users']))).toBe('WebAppInlineChooseChatTypeInvalid');
    expect(codeOf(() => webApp.switchInlineQuery('x', 'users' as unknown as []))).toBe('WebAppInlineChooseChatTypesInvalid');
    expect(codeOf(() => webApp.switchInlineQuery('x', ['users', 'bots', 'groups', 'channels']))).toBeUndefined();
  });

  it('needs the bot inline mode', () => {
    const { webApp } = makeWebApp({ botInline: false });
    expect(codeOf(() => webApp.switchInlineQuery('x'))).toBe('WebAppInlineModeDisabled');
  });
});

describe('showScanQrPopup', () => {
  it('takes a text of 64, not 65', () => {
    const { webApp, bridge } = makeWebApp();
    expect(webApp.showScanQrPopup({ text: repeat('t', 64) })).toBe(true);
    expect(bridge.posted[0]).toEqual({ type: 'web_app_open_scan_qr_popup', data: { text: repeat('t', 64) } });
    expect(codeOf(() => makeWebApp().webApp.showScanQrPopup({ text: repeat('t', 65) }))).toBe('WebAppScanQrPopupParamInvalid');
  });

  it('sends no text when none or blank, and opens one scanner at a time', () => {
    const { webApp, bridge } = makeWebApp();
    webApp.showScanQrPopup({ text: '  ' });
    expect(bridge.posted[0]?.data).toEqual({});
    expect(codeOf(() => webApp.showScanQrPopup())).toBe('WebAppScanQrPopupOpened');
    bridge.emit('scan_qr_popup_closed', {});
    expect(webApp.showScanQrPopup()).toBe(true);
    webApp.closeScanQrPopup();
    expect(bridge.posted.at(-1)?.type).toBe('web_app_close_scan_qr_popup');
    expect(webApp.showScanQrPopup()).toBe(true);
  });
});

describe('shareToStory', () => {
  const media = 'https://example.com/story.jpg';

  it('takes text of 2048, not 2049', () => {
    const { webApp, bridge } = makeWebApp();
    webApp.shareToStory(media, { text: repeat('s', 2048) });
    expect(bridge.posted[0]).toEqual({ type: 'web_app_share_to_story', data: { media_url: media, text: repeat('s', 2048) } });
    expect(codeOf(() => webApp.shareToStory(media, { text: repeat('s', 2049) }))).toBe('WebAppShareToStoryParamInvalid');
  });

  it('takes a link name of 48, not 49, and needs an http(s) link', () => {
    const { webApp, bridge } = makeWebApp();
    const link = { url: 'https://t.me/our_bot/app', name: repeat('n', 48) };
    webApp.shareToStory(media, { widget_link: link });
    expect(bridge.posted[0]?.data).toEqual({ media_url: media, widget_link: link });
    expect(codeOf(() => webApp.shareToStory(media, { widget_link: { ...link, name: repeat('n', 49) } }))).toBe(
      'WebAppShareToStoryParamInvalid',
    );
    expect(codeOf(() => webApp.shareToStory(media, { widget_link: { url: 'javascript:alert(1)' } }))).toBe(
      'WebAppShareToStoryParamInvalid',
    );
  });

  it('needs an http(s) media url', () => {
    const { webApp } = makeWebApp();
    expect(codeOf(() => webApp.shareToStory('ftp://example.com/a.jpg'))).toBe('WebAppMediaUrlInvalid');
    expect(codeOf(() => webApp.shareToStory('http://example.com/a.jpg'))).toBeUndefined();
  });
});

describe('downloadFile', () => {
  it('needs https and a file name', () => {
    const { webApp, bridge } = makeWebApp();
    const promise = webApp.downloadFile({ url: 'https://example.com/r.csv', file_name: 'r.csv' });
    expect(bridge.posted[0]).toEqual({
      type: 'web_app_request_file_download',
      data: { url: 'https://example.com/r.csv', file_name: 'r.csv' },
    });
    expect(codeOf(() => webApp.downloadFile({ url: 'https://example.com/b', file_name: 'b' }))).toBe(
      'WebAppDownloadFilePopupOpened',
    );
    bridge.emit('file_download_requested', { status: 'downloading' });
    return expect(promise).resolves.toBe(true);
  });

  it.each([
    [{ url: 'http://example.com/r.csv', file_name: 'r.csv' }],
    [{ url: 'ftp://example.com/r.csv', file_name: 'r.csv' }],
    [{ url: 'https://example.com/r.csv', file_name: '' }],
    [{ url: 'https://example.com/r.csv', file_name: '   ' }],
    [{ url: 'https://example.com/r.csv' }],
    [{ file_name: 'r.csv' }],
  ])('rejects %j', (params) => {
    const { webApp } = makeWebApp();
    expect(codeOf(() => webApp.downloadFile(params as { url: string; file_name: string }))).toBe('WebAppDownloadFileParamInvalid');
  });
});
