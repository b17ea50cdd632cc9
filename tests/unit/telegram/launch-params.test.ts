import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LAUNCH_PARAMS_STORAGE_KEY,
  readLaunchParams,
  stripLaunchParamsFromHash,
} from '../../../src/telegram/launch-params';

const user = { id: 279058397, first_name: 'Vladislav', last_name: 'Kibenko', username: 'vdkfrost', language_code: 'ru' };
const initDataRaw = [
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc',
  `user=${encodeURIComponent(JSON.stringify(user))}`,
  'auth_date=1662771648',
  'start_param=ref_42',
  'hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
].join('&');
const theme = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' };

function goTo(url: string) {
  history.replaceState(null, '', url);
}

function encodedHash(extra = '') {
  return (
    `#tgWebAppData=${encodeURIComponent(initDataRaw)}&tgWebAppVersion=7.10&tgWebAppPlatform=android` +
    `&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(theme))}${extra}`
  );
}

type ProxyWindow = { TelegramWebviewProxy?: unknown };

/** A plain browser tab: no Telegram client injected its proxy. */
function leaveTelegram(): void {
  delete (window as unknown as ProxyWindow).TelegramWebviewProxy;
}

// As a Telegram mobile client opens the app: its proxy is there before the page runs.
beforeEach(() => {
  (window as unknown as ProxyWindow).TelegramWebviewProxy = { postEvent() {} };
  sessionStorage.clear();
  goTo('/');
});
afterEach(() => {
  leaveTelegram();
  sessionStorage.clear();
  goTo('/');
});

describe('readLaunchParams', () => {
  it('reads encoded parameters from the hash', () => {
    goTo(`/${encodedHash('&tgWebAppStartParam=promo')}`);
    const params = readLaunchParams();
    expect(params.initDataRaw).toBe(initDataRaw);
    expect(params.initData?.user).toEqual(user);
    expect(params.initData?.auth_date).toBe(1662771648);
    expect(params.initData?.hash).toMatch(/^c501/);
    expect(params.version).toBe('7.10');
    expect(params.platform).toBe('android');
    expect(params.themeParams).toEqual(theme);
    expect(params.startParam).toBe('promo');
    expect(params.isTelegram).toBe(true);
  });

  it('falls back to the start_param of the init data', () => {
    goTo(`/${encodedHash()}`);
    expect(readLaunchParams().startParam).toBe('ref_42');
  });

  it('reads them from the query string too, the hash winning', () => {
    goTo(`/?tgWebAppVersion=6.9&tgWebAppPlatform=ios&tgWebAppData=${encodeURIComponent(initDataRaw)}#tgWebAppVersion=7.0`);
    const params = readLaunchParams();
    expect(params.version).toBe('7.0');
    expect(params.platform).toBe('ios');
    expect(params.initDataRaw).toBe(initDataRaw);
  });

  it('keeps un-encoded init data (raw =) byte for byte', () => {
    goTo(`/#tgWebAppData=${initDataRaw.replaceAll('&', '%26')}&tgWebAppVersion=7.7`);
    const params = readLaunchParams();
    // The %7B... of the user JSON must not be decoded: the server verifies these bytes.
    expect(params.initDataRaw).toBe(initDataRaw.replaceAll('&', '%26'));
    goTo(`/#tgWebAppData=user=${encodeURIComponent(JSON.stringify(user))}&tgWebAppVersion=7.7`);
    expect(readLaunchParams().initData?.user?.first_name).toBe('Vladislav');
  });

  it('keeps a raw % and a raw + instead of throwing', () => {
    goTo('/#tgWebAppData=auth_date%3D1%26hash%3Da+b%25&tgWebAppVersion=7.0&tgWebAppStartParam=100%');
    const params = readLaunchParams();
    expect(params.initDataRaw).toBe('auth_date=1&hash=a+b%');
    expect(params.startParam).toBe('100%');
  });

  it('reads theme JSON with spaces, raw or with + for spaces', () => {
    goTo('/#tgWebAppVersion=7.0&tgWebAppThemeParams={"bg_color": "#17212b", "text_color": "#f5f5f5"}');
    expect(readLaunchParams().themeParams).toEqual({ bg_color: '#17212b', text_color: '#f5f5f5' });
    goTo('/#tgWebAppVersion=7.0&tgWebAppThemeParams=%7B%22bg_color%22:+%22%23000000%22%7D');
    expect(readLaunchParams().themeParams).toEqual({ bg_color: '#000000' });
  });

  it('defaults missing fields', () => {
    goTo('/#tgWebAppPlatform=tdesktop');
    const params = readLaunchParams();
    expect(params).toMatchObject({ version: '6.0', platform: 'tdesktop', themeParams: {}, botInline: false });
    expect(params.initDataRaw).toBeUndefined();
    expect(params.initData).toBeUndefined();
    expect(params.startParam).toBeUndefined();
  });

  it('gives defaults in a plain browser and is not Telegram', () => {
    leaveTelegram();
    goTo('/profile');
    expect(readLaunchParams()).toEqual({
      version: '6.0',
      platform: 'unknown',
      themeParams: {},
      botInline: false,
      isTelegram: false,
    });
  });

  it.each([
    '#%E0%A4%A',
    '#tgWebAppData=%E0%A4%A&tgWebAppVersion=%E0%A4%A',
    '#tgWebAppThemeParams=%7Bnot json&tgWebAppVersion=seven',
    '#tgWebAppThemeParams=[1,2]&tgWebAppData=',
    '#=&&=&tgWebApp',
    '#tgWebAppData=user%3D%7Bbroken&tgWebAppVersion=7.10.',
  ])('never throws on garbage %s', (hash) => {
    goTo(`/${hash}`);
    const params = readLaunchParams();
    expect(params.version).toBe('6.0');
    expect(params.themeParams).toEqual({});
    expect(params.initData?.user).toBeUndefined();
  });

  it('ignores theme values that are not strings and users without id', () => {
    const badUser = encodeURIComponent(JSON.stringify({ first_name: 'NoId' }));
    goTo(`/#tgWebAppData=${encodeURIComponent(`user=${badUser}&auth_date=x`)}&tgWebAppThemeParams=${encodeURIComponent('{"bg_color":"#fff","n":1,"o":{}}')}`);
    const params = readLaunchParams();
    expect(params.themeParams).toEqual({ bg_color: '#fff' });
    expect(params.initData?.user).toBeUndefined();
    expect(params.initData?.auth_date).toBeUndefined();
  });

  it('reads tgWebAppBotInline', () => {
    goTo('/#tgWebAppVersion=7.0&tgWebAppBotInline=1');
    expect(readLaunchParams().botInline).toBe(true);
  });

  it('survives a reload whose hash is gone, through sessionStorage', () => {
    goTo(`/${encodedHash()}`);
    const first = readLaunchParams();
    expect(sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY)).toContain('7.10');
    goTo('/history');
    expect(readLaunchParams()).toEqual(first);
  });

  it('lets a new launch replace the stored one', () => {
    goTo(`/${encodedHash()}`);
    readLaunchParams();
    goTo('/#tgWebAppVersion=8.0&tgWebAppPlatform=ios');
    expect(readLaunchParams()).toMatchObject({ version: '8.0', platform: 'ios' });
    goTo('/');
    expect(readLaunchParams()).toMatchObject({ version: '8.0', platform: 'ios' });
  });

  it('survives garbage in sessionStorage', () => {
    leaveTelegram();
    sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, '{"version": 7, "themeParams": "x", "initDataRaw": ');
    expect(readLaunchParams().version).toBe('6.0');
    sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, '{"version": 7, "themeParams": null, "initDataRaw": 5}');
    expect(readLaunchParams()).toMatchObject({ version: '6.0', themeParams: {}, isTelegram: false });
  });

  it('detects Telegram from the mobile proxy without init data', () => {
    expect(readLaunchParams().isTelegram).toBe(true);
  });

  it('takes no launch data from the URL in a plain browser tab (login CSRF), nor keeps it', () => {
    leaveTelegram();
    goTo(`/${encodedHash()}`);
    const params = readLaunchParams();
    expect(params.initDataRaw).toBeUndefined();
    expect(params.initData).toBeUndefined();
    expect(params.isTelegram).toBe(false);
    expect(sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY) ?? '').not.toContain('tgWebAppData');
    expect(sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY) ?? '').not.toContain('initDataRaw');
  });

  it('detects Telegram Web: framed, with launch parameters', () => {
    leaveTelegram();
    const original = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: { postMessage() {} }, configurable: true });
    try {
      goTo('/#tgWebAppVersion=7.10&tgWebAppPlatform=weba');
      expect(readLaunchParams().isTelegram).toBe(true);
      sessionStorage.clear();
      goTo('/');
      expect(readLaunchParams().isTelegram).toBe(false);
    } finally {
      if (original) Object.defineProperty(window, 'parent', original);
      else delete (window as { parent?: unknown }).parent;
    }
  });
});

describe('stripLaunchParamsFromHash', () => {
  it('removes the whole Telegram hash', () => {
    goTo(`/friends${encodedHash()}`);
    expect(stripLaunchParamsFromHash()).toBe(true);
    expect(location.pathname + location.search + location.hash).toBe('/friends');
  });

  it('keeps any non-Telegram part of the hash, verbatim', () => {
    goTo('/#tgWebAppData=a%3Db&section=top%20x&tgWebAppVersion=7.0');
    stripLaunchParamsFromHash();
    expect(location.hash).toBe('#section=top%20x');
    goTo('/#/route?tgWebAppVersion=7.0&x=1');
    stripLaunchParamsFromHash();
    expect(location.hash).toBe('#/route?x=1');
    goTo('/#/route?tgWebAppVersion=7.0');
    stripLaunchParamsFromHash();
    expect(location.hash).toBe('#/route');
  });

  it('keeps a path that starts with two slashes on this origin (a protocol-relative URL would throw)', () => {
    goTo(`${location.origin}//friends${encodedHash()}`);
    expect(stripLaunchParamsFromHash()).toBe(true);
    expect(location.href).toBe(`${location.origin}//friends`);
  });

  it('cleans the query string too and keeps ref and lang', () => {
    goTo('/?ref=abc&tgWebAppStartParam=x&lang=fr-FR#anchor');
    stripLaunchParamsFromHash();
    expect(location.search).toBe('?ref=abc&lang=fr-FR');
    expect(location.hash).toBe('#anchor');
  });

  it('leaves a URL without Telegram parameters alone', () => {
    goTo('/profile?ref=1#a=b&&c');
    const entry = history.state;
    expect(stripLaunchParamsFromHash()).toBe(false);
    expect(location.href).toMatch(/\/profile\?ref=1#a=b&&c$/);
    expect(history.state).toBe(entry);
  });

  it('saves the parameters even when stripping comes before reading', () => {
    goTo(`/${encodedHash()}`);
    stripLaunchParamsFromHash();
    expect(location.hash).toBe('');
    expect(readLaunchParams()).toMatchObject({ version: '7.10', initDataRaw });
  });

  it('keeps the parameters readable after stripping (from sessionStorage)', () => {
    goTo(`/${encodedHash()}`);
    const params = readLaunchParams();
    stripLaunchParamsFromHash();
    expect(location.hash).toBe('');
    expect(readLaunchParams()).toEqual(params);
  });
});
