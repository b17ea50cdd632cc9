import { describe, expect, it, vi } from 'vitest';
import type { BridgeWindow } from '../../../src/telegram/environment';
import { confirmTelegramBridge } from '../../../src/telegram/launch-trust';

const TELEGRAM_WEB = 'https://web.telegram.org';

/** A framed page: its parent records what is posted to it and can post back with any origin. */
function framedWindow(answer: (message: string, targetOrigin: string, reply: (data: unknown, origin: string) => void) => void) {
  const target = new EventTarget();
  const parent = {
    postMessage(message: string, targetOrigin: string) {
      answer(message, targetOrigin, (data, origin) =>
        target.dispatchEvent(new MessageEvent('message', { data, origin, source: parent as unknown as Window })),
      );
    },
  };
  return {
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as BridgeWindow;
}

const themeAnswer = JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: {} } });

describe('confirmTelegramBridge', () => {
  it('trusts the mobile proxy at once', async () => {
    const win = { parent: null, TelegramWebviewProxy: { postEvent() {} } } as unknown as BridgeWindow;
    await expect(confirmTelegramBridge(win)).resolves.toBe(true);
  });

  it('refuses a top-level page without a proxy (a crafted link in a browser)', async () => {
    const win = { addEventListener() {}, removeEventListener() {} } as unknown as BridgeWindow;
    (win as { parent: unknown }).parent = win;
    await expect(confirmTelegramBridge(win)).resolves.toBe(false);
  });

  it('trusts a parent that answers the theme request from the Telegram Web origin', async () => {
    const posted: string[] = [];
    const win = framedWindow((message, targetOrigin, reply) => {
      posted.push(`${targetOrigin} ${message}`);
      if (targetOrigin === TELEGRAM_WEB) reply(themeAnswer, TELEGRAM_WEB);
    });
    await expect(confirmTelegramBridge(win)).resolves.toBe(true);
    expect(posted).toEqual([`${TELEGRAM_WEB} {"eventType":"web_app_request_theme","eventData":""}`]);
  });

  it('refuses a parent of another origin, even one that answers, and one that stays silent', async () => {
    vi.useFakeTimers();
    try {
      const forged = confirmTelegramBridge(framedWindow((_m, _o, reply) => reply(themeAnswer, 'https://evil.example')), { timeoutMs: 100 });
      const other = confirmTelegramBridge(framedWindow((_m, _o, reply) => reply(JSON.stringify({ eventType: 'viewport_changed' }), TELEGRAM_WEB)), { timeoutMs: 100 });
      const silent = confirmTelegramBridge(framedWindow(() => {}), { timeoutMs: 100 });
      await vi.advanceTimersByTimeAsync(150);
      await expect(forged).resolves.toBe(false);
      await expect(other).resolves.toBe(false);
      await expect(silent).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
