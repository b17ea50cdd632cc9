/**
 * The first minute in WebKit (Telegram on iOS): a tap on the painted home before the app's bundle has run
 * takes effect once it runs, exactly once; and eight quick orders' toasts leave every control of
 * the order form reachable by a tap at 390x844. Each test has its own browser (a fresh profile: no
 * service worker yet, as a launch in Telegram's WKWebView) and a fresh Telegram user.
 */
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { tmaAuthorization, type InitDataUser } from '../../server/auth/sign-init-data';
import type { HistoryEntry } from '../../src/contract/api-types';
import { allByRole, byRole, openBrowser, staleAsNone, tapRole, waitForRoleText, waitUntil } from './browser';
import { freshUser, launchHash, signedInitData } from './launch';
import { startTelegramWebview, type TelegramWebview } from './telegram-webview';

async function history(user: InitDataUser): Promise<HistoryEntry[]> {
  const response = await fetch(new URL('api/v1/game/history?page=1', inject('serverUrl')), { headers: { Authorization: tmaAuthorization(signedInitData(user)) } });
  return ((await response.json()) as { data: HistoryEntry[] }).data;
}

/** Whether a tap at the element's centre, where the page is now, reaches it (a radio's target is its label). */
function tapReaches(driver: WebDriver, element: WebElement): Promise<boolean> {
  return driver.executeScript<boolean>(
    `const target = arguments[0].closest('label') || arguments[0];
     const box = target.getBoundingClientRect();
     const x = box.left + box.width / 2, y = box.top + box.height / 2;
     if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
     const hit = document.elementFromPoint(x, y);
     return hit !== null && (hit === target || target.contains(hit));`,
    element,
  );
}

const shellCount = (driver: WebDriver) => driver.executeScript<number>("return document.querySelectorAll('#static-shell').length");

describe('WebKit, the first minute', () => {
  let driver: WebDriver;
  let webview: TelegramWebview;

  beforeEach(async (context) => {
    // The held bundle holds the load event: that test's commands must not wait for it.
    driver = await openBrowser({ pageLoadStrategy: context.task.name.includes('before the bundle') ? 'none' : 'normal' });
    webview = await startTelegramWebview(inject('serverUrl'));
  });

  afterEach(async () => {
    await webview.close().catch(() => {});
    await driver.quit().catch(() => {});
  });

  it('a tap on a game and on Place order in the painted home, before the bundle runs, places that order once', { timeout: 90_000 }, async () => {
    const user = freshUser('EarlyWk');
    const release = webview.holdBundle();
    await driver.get(`${webview.url}#${launchHash(user)}`); // returns at once (pageLoadStrategy none)
    const shell = await waitUntil(driver, 'the painted home', () => shellCount(driver), (count) => count === 1);
    expect(shell).toBe(1);
    await tapRole(driver, 'radio', 'Big or Small');
    await tapRole(driver, 'button', 'Place order');
    expect(await shellCount(driver)).toBe(1); // still the painted page: the app has not run
    release();

    await waitForRoleText(driver, 'region', 'Result', /You (won|lost)/);
    expect(await shellCount(driver)).toBe(0);
    expect(await (await byRole(driver, 'radio', 'Big or Small')).isSelected()).toBe(true);
    const games = await waitUntil(driver, 'the order in history', async () => (await history(user)).map((entry) => entry.game), (list) => list.length > 0);
    expect(games).toEqual(['big_small']);
    // Once: a second replay would have gone with the first, before its result showed.
    await tapRole(driver, 'link', 'History');
    await byRole(driver, 'heading', 'History');
    expect((await history(user)).map((entry) => entry.game)).toEqual(['big_small']);
  });

  it('after 8 quick orders every control of the order form is reachable by a tap at 390x844', { timeout: 120_000 }, async () => {
    await driver.get(`${webview.url}#${launchHash(freshUser('StackWk'))}`);
    await waitUntil(driver, 'the app to replace the painted home', () => shellCount(driver), (count) => count === 0);
    for (let order = 1; order <= 8; order += 1) {
      await tapRole(driver, 'button', 'Place order');
      await waitForRoleText(driver, 'region', 'Result', /You (won|lost)/);
    }
    await waitUntil(driver, 'five game toasts', async () => (await allByRole(driver, 'status', /^New (WIN|LOSS) order ID \d+ option Even$/)).length, (count) => count === 5);
    await driver.executeScript('window.scrollTo(0, 0)');
    // Looked up and tried afresh when an element was replaced while it was read (a result or a balance
    // update re-renders the form): a replaced element counts as none, so the lookup comes up short, not wrong.
    const controlCount = 4 + 2 + 4 + 1;
    const reachByControl = async (): Promise<boolean[]> => {
      const game = await byRole(driver, 'radiogroup', 'Game');
      const pick = await byRole(driver, 'radiogroup', 'Your pick');
      const controls = [
        ...(await allByRole(driver, 'radio', /.+/, game)),
        ...(await allByRole(driver, 'radio', /.+/, pick)),
        ...(await allByRole(driver, 'button', /^Set the stake to \d+ USDT$/)),
        await byRole(driver, 'button', 'Place order'),
      ];
      if (controls.length !== controlCount) return [];
      // One replaced between the lookup and the tap's test: look again. Any other error fails.
      return staleAsNone(() => Promise.all(controls.map((control) => tapReaches(driver, control))), []);
    };
    const reached = await waitUntil(driver, 'the order form\'s controls', reachByControl, (list) => list.length === controlCount);
    expect(reached).toEqual(Array.from({ length: controlCount }, () => true));
  });
});
