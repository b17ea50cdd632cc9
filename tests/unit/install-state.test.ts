import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallEvents, DISMISS_FOR_MS, hasDeferredPrompt, installWay, isIosDevice, mayOfferNow, promptInstall, readMemory, rememberDismissal, type InstallContext } from '../../src/lib/install/install-state';

const browser: InstallContext = { isTelegram: false, standalone: false, iosSafari: false, hasPrompt: true, memory: {} };

describe('installWay', () => {
  it('uses the captured prompt in a browser', () => {
    expect(installWay(browser)).toBe('prompt');
  });
  it('shows the steps on iOS, which has no prompt', () => {
    expect(installWay({ ...browser, hasPrompt: false, iosSafari: true })).toBe('ios-steps');
  });
  it.each([
    ['inside Telegram', { isTelegram: true }],
    ['when already running installed', { standalone: true }],
    ['once installed', { memory: { installed: true } }],
    ['without a prompt outside iOS', { hasPrompt: false }],
    ['inside Telegram on iOS', { isTelegram: true, hasPrompt: false, iosSafari: true }],
  ])('offers nothing %s', (_, change) => {
    expect(installWay({ ...browser, ...change })).toBeNull();
  });
});

describe('mayOfferNow', () => {
  const now = 1_800_000_000_000;
  it('offers when never dismissed', () => expect(mayOfferNow({}, now)).toBe(true));
  it('holds back one step inside the dismissal window', () => expect(mayOfferNow({ dismissedAt: now - DISMISS_FOR_MS + 1 }, now)).toBe(false));
  it('offers again at the window’s end', () => expect(mayOfferNow({ dismissedAt: now - DISMISS_FOR_MS }, now)).toBe(true));
});

describe('isIosDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5, true], // iPadOS
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0, false], // a Mac
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5, false],
  ])('%s (%i touch points): %s', (userAgent, maxTouchPoints, expected) => {
    expect(isIosDevice({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('the captured events', () => {
  afterEach(() => localStorage.clear());

  it('keeps the deferred prompt, prompts once, and remembers an install and a dismissal', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallEvents(target);
    let prompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void (prompts += 1),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no mini-infobar of Chromium's own
    expect(hasDeferredPrompt()).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(await promptInstall()).toBe('unavailable');
    expect(prompts).toBe(1);
    expect(readMemory().installed).toBe(true);

    rememberDismissal(42);
    expect(readMemory()).toEqual({ installed: true, dismissedAt: 42 });
  });

  it('reads nothing, and throws nothing, where localStorage is refused (a Telegram Web frame)', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(readMemory()).toEqual({});
      expect(() => rememberDismissal(1)).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });

  it('reads a broken memory as empty', () => {
    localStorage.setItem('sendswin-install', '{not json');
    expect(readMemory()).toEqual({});
  });
});
