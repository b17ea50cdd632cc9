/**
 * Playwright fixtures that launch the app the way Telegram's clients do, against the real server:
 *
 * - `telegram` (proxy mode, as Android and iOS): an init script injects
 *   `window.TelegramWebviewProxy.postEvent`, recording what the app posts; events go in through
 *   `window.Telegram.WebView.receiveEvent`, the receiver the clients call.
 * - `telegramWeb` (iframe mode, as Telegram Web K/A): a host page on https://web.telegram.org/k/
 *   (answered by page.route, no network) frames the app at http://127.0.0.1:<port>/#tgWebApp...,
 *   records the messages the app posts to its parent and posts events into the frame. The app's
 *   bridge sends to the fixed target origin https://web.telegram.org (post-event.ts), so this
 *   needs no test-only switch in the app. Chromium treats http://127.0.0.1 as potentially
 *   trustworthy (no mixed-content block); its Local Network Access check is granted below.
 *
 * initData is signed with the dev bot token the server uses under NODE_ENV=test
 * (server/dev/scripted-player.ts, shared with the bench).
 */
import { expect, test as base, type FrameLocator, type Page } from '@playwright/test';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { launchHash as playerLaunchHash, nowS, signedInitData as signPlayerInitData, type LaunchOptions as PlayerLaunch } from '../../server/dev/scripted-player';

export { expect } from '@playwright/test';

export const TEST_USER: InitDataUser = {
  id: 700_000_001,
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada_l',
  language_code: 'en',
};

export interface RecordedEvent {
  eventType: string;
  eventData: unknown;
}

/** A launch as scripted-player.ts signs it; the player defaults to TEST_USER. */
export type LaunchOptions = Partial<PlayerLaunch>;

export { nowS };

export function signedInitData(options: LaunchOptions = {}): string {
  return signPlayerInitData({ user: TEST_USER, ...options });
}

/** The hash Telegram appends to the Mini App URL (without the '#'). */
export function launchHash(options: LaunchOptions = {}): string {
  return playerLaunchHash({ user: TEST_USER, ...options });
}

interface RecorderWindow {
  __tgRecorded: RecordedEvent[];
  Telegram?: { WebView?: { receiveEvent?: (eventType: string, eventData: unknown) => void } };
}

export class TelegramProxy {
  constructor(readonly page: Page) {}

  static async install(page: Page): Promise<TelegramProxy> {
    await page.addInitScript(() => {
      const w = window as unknown as RecorderWindow & { TelegramWebviewProxy: unknown };
      w.__tgRecorded = [];
      // The mobile clients' channel: (event type, JSON of the data; '' for none).
      w.TelegramWebviewProxy = {
        postEvent(eventType: string, eventData: string) {
          w.__tgRecorded.push({ eventType, eventData: eventData ? JSON.parse(eventData) : eventData });
        },
      };
    });
    return new TelegramProxy(page);
  }

  /**
   * Opens `path` as a Telegram launch (the launch params in the hash), until the app has replaced
   * the prerendered home (docs/performance.md, "The static shell"): its heading and form are there
   * before the app runs, and a test acting on them would race the app's start.
   */
  async open(path = '/', options: LaunchOptions = {}): Promise<void> {
    await this.page.goto(`${path}#${launchHash(options)}`);
    await expect(this.page.locator('#static-shell')).toHaveCount(0);
  }

  events(): Promise<RecordedEvent[]> {
    return this.page.evaluate(() => (window as unknown as RecorderWindow).__tgRecorded);
  }

  async send(eventType: string, eventData?: unknown): Promise<void> {
    await this.page.evaluate(
      ([type, data]) => (window as unknown as RecorderWindow).Telegram?.WebView?.receiveEvent?.(type as string, data),
      [eventType, eventData] as const,
    );
  }
}

export const TELEGRAM_WEB_URL = 'https://web.telegram.org/k/';

export function hostPage(appUrl: string): string {
  const src = appUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html><head><title>Telegram Web</title></head>
<body style="margin:0;background:#0e1621">
<iframe id="app" title="SendsWin" src="${src}" style="display:block;width:100vw;height:100vh;border:0"></iframe>
<script>
  var THEME = { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5', button_color: '#5288c1' };
  window.__tgRecorded = [];
  var frame = document.getElementById('app');
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) return;
    if (event.data === 'e2e-settled:pong') return;
    var message;
    try { message = JSON.parse(event.data); } catch (e) { message = { eventType: '?', eventData: event.data }; }
    window.__tgRecorded.push(message);
    // As Telegram Web K and A do: a theme request is answered with the current theme at once.
    if (message.eventType === 'web_app_request_theme') {
      frame.contentWindow.postMessage(JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: THEME } }), '*');
    }
  });
  window.__tgSend = function (eventType, eventData) {
    frame.contentWindow.postMessage(JSON.stringify({ eventType: eventType, eventData: eventData }), '*');
  };
</script></body></html>`;
}

export class TelegramWeb {
  readonly app: FrameLocator;

  /** `hostUrl`: where the host page is served; another origin than Telegram Web's plays a site that frames the app. */
  constructor(readonly page: Page, private readonly baseURL: string, private readonly hostUrl = TELEGRAM_WEB_URL) {
    this.app = page.frameLocator('#app');
  }

  /** Loads the host page framing the app at `path` with the launch params. */
  async open(path = '/', options: LaunchOptions = {}): Promise<void> {
    const appUrl = `${this.baseURL}${path}#${launchHash({ platform: 'weba', ...options })}`;
    await this.page.route(this.hostUrl, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(appUrl) }),
    );
    await this.page.goto(this.hostUrl);
    await expect(this.app.locator('#static-shell')).toHaveCount(0);
  }

  events(): Promise<RecordedEvent[]> {
    return this.page.evaluate(() => (window as unknown as RecorderWindow).__tgRecorded);
  }

  async send(eventType: string, eventData?: unknown): Promise<void> {
    await this.page.evaluate(
      ([type, data]) => (window as unknown as { __tgSend: (t: unknown, d: unknown) => void }).__tgSend(type, data),
      [eventType, eventData] as const,
    );
  }

  /**
   * Resolves once the app has handled every event sent before and the host has recorded all the
   * app posted in answer: a ping follows those events into the frame, and the frame's pong follows
   * the app's answers back out (postMessage keeps each sender's order), so a test can say that
   * nothing came without waiting for a guessed time.
   */
  async settled(): Promise<void> {
    const frame = await (await this.page.locator('#app').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the app frame is not there');
    await frame.evaluate((ping) => {
      addEventListener('message', (event) => {
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- the host's origin is the test's own
        if (event.data === ping) parent.postMessage(`${ping}:pong`, '*');
      });
    }, SETTLED_PING);
    await this.page.evaluate(
      (ping) =>
        new Promise<void>((resolve) => {
          const onPong = (event: MessageEvent) => {
            if (event.data !== `${ping}:pong`) return;
            removeEventListener('message', onPong);
            resolve();
          };
          addEventListener('message', onPong);
          (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage(ping, '*');
        }),
      SETTLED_PING,
    );
  }
}

/** TelegramWeb.settled()'s round trip; the host page does not record it as an event of the app. */
const SETTLED_PING = 'e2e-settled';

export const test = base.extend<{ telegram: TelegramProxy; telegramWeb: TelegramWeb }>({
  telegram: async ({ page }, provide) => {
    await provide(await TelegramProxy.install(page));
  },
  telegramWeb: async ({ page, context, baseURL }, provide) => {
    // Chromium's Local Network Access checks block a public https page from framing a loopback
    // address; Telegram Web framing a real (public) host needs no such grant.
    await context.grantPermissions(['local-network-access'], { origin: 'https://web.telegram.org' });
    await provide(new TelegramWeb(page, baseURL ?? 'http://127.0.0.1:4180'));
  },
});
