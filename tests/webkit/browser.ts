/**
 * A WebKit page driven through WebKitGTK's WebDriver with selenium-webdriver, and the few helpers
 * the specs need. Elements are found by role and accessible name as WebKit itself computes them
 * (WebDriver's Get Computed Role / Get Computed Label, answered from the engine's accessibility
 * tree), not by CSS classes: the CSS selectors below only list the candidates for a role.
 * Every wait is bounded (WAIT_MS) and says what it waited for.
 */
import { By, Capabilities, WebDriver, type WebElement } from 'selenium-webdriver';
import { WebDriverError } from 'selenium-webdriver/lib/error';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { inject } from 'vitest';

export const WAIT_MS = 15_000;

/** The elements that may carry each role (implicit roles of HTML elements, or an explicit one). */
const CANDIDATES: Record<string, string> = {
  alert: '[role="alert"]',
  dialog: 'dialog, [role="dialog"]',
  button: 'button, [role="button"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  radiogroup: 'fieldset, [role="radiogroup"]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li, [role="listitem"]',
  radio: 'input[type="radio"], [role="radio"]',
  region: 'section, [role="region"]',
  status: 'output, [role="status"]',
};

/** A new browser session: WebKitGTK's MiniBrowser with a fresh, throw-away profile. */
/** How long a new session may take before it is asked for again (once): one hung for 180 s in a full run. */
const SESSION_START_MS = 60_000;

/**
 * `pageLoadStrategy: 'none'`: commands do not wait for a navigation to finish, for a test that acts
 * on a page whose load is held back (the painted home before the app's bundle has arrived).
 */
export interface BrowserOptions {
  pageLoadStrategy?: 'normal' | 'none';
}

export async function openBrowser(options: BrowserOptions = {}): Promise<WebDriver> {
  for (let attempt = 1; ; attempt += 1) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no WebDriver session within ${SESSION_START_MS / 1000} s`)), SESSION_START_MS);
    });
    try {
      return await Promise.race([startSession(options), timeout]);
    } catch (error) {
      if (attempt >= 2) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

async function startSession({ pageLoadStrategy = 'normal' }: BrowserOptions): Promise<WebDriver> {
  const executor = new Executor(new HttpClient(inject('webdriverUrl')));
  // `browserName` is left open: WebKitWebDriver answers with its MiniBrowser.
  const driver = await WebDriver.createSession(executor, new Capabilities({ 'webkitgtk:browserOptions': { args: ['--automation'] }, pageLoadStrategy }));
  // WebDriver's defaults would let a page load hang for 300 s and a script for 30 s.
  await driver.manage().setTimeouts({ pageLoad: WAIT_MS * 2, script: WAIT_MS });
  await driver.manage().window().setRect({ width: 390, height: 844 });
  return driver;
}

/**
 * Clicks the element of `role` named `name` like a finger: scrolled to the middle of the viewport
 * first. WebDriver scrolls it only until it shows at the bottom edge, where the fixed bottom bar
 * covers it and the click is refused as intercepted (Playwright retries other scroll positions).
 * Found again when React replaced it between the lookup and the click (stale), and tried again
 * while it cannot take a click yet (not interactable: laid out with no size during a transition).
 */
export async function tapRole(driver: WebDriver, role: string, name: string | RegExp): Promise<void> {
  await driver.wait(
    async () => {
      const element = (await allByRole(driver, role, name))[0];
      if (!element) return false;
      try {
        await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", element);
        await element.click();
        return true;
      } catch (error) {
        if (error instanceof WebDriverError && /stale|intercepted|notinteractable/i.test(error.name)) return false;
        throw error;
      }
    },
    WAIT_MS,
    `no ${role} named ${String(name)} to click`,
  );
}

function matches(actual: string, name: string | RegExp): boolean {
  return typeof name === 'string' ? actual.trim() === name : name.test(actual);
}

/**
 * WebKit's driver refuses a whole lookup with "stale element" when a node it collected leaves the
 * page while it builds the answer (React replaced it): nothing found this time; the waits ask again.
 */
export async function staleAsNone<T>(lookup: () => Promise<T>, none: T): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof WebDriverError && /stale/i.test(error.name)) return none;
    throw error;
  }
}

/** The elements of `role` whose accessible name matches, inside `scope` (the page by default). */
export async function allByRole(driver: WebDriver, role: string, name: string | RegExp, scope?: WebElement): Promise<WebElement[]> {
  const css = CANDIDATES[role];
  if (!css) throw new Error(`No candidates listed for role ${role}`);
  const found: WebElement[] = [];
  for (const element of await staleAsNone(() => (scope ?? driver).findElements(By.css(css)), [])) {
    try {
      if ((await element.getAriaRole()) === role && matches(await element.getAccessibleName(), name)) found.push(element);
    } catch {
      // The element left the page while we looked: not a match.
    }
  }
  return found;
}

/**
 * The texts of the items of the list named `name`, read in one probe: React may replace the list
 * element between two WebDriver calls (a refetch), which makes an element found earlier stale.
 */
export async function listItemTexts(driver: WebDriver, name: string): Promise<string[]> {
  try {
    const list = (await allByRole(driver, 'list', name))[0];
    if (!list) return [];
    return await Promise.all((await allByRole(driver, 'listitem', /.*/, list)).map((item) => item.getText()));
  } catch {
    return []; // replaced while we read it: the next probe reads the new one
  }
}

/** Waits for the first element of `role` named `name`. */
export async function byRole(driver: WebDriver, role: string, name: string | RegExp, scope?: WebElement): Promise<WebElement> {
  const element = await driver.wait(async () => (await allByRole(driver, role, name, scope))[0] ?? false, WAIT_MS, `no ${role} named ${String(name)}`);
  return element as WebElement;
}

/** Waits until `probe` gives a value that passes `ok`, and returns it. */
export async function waitUntil<T>(driver: WebDriver, what: string, probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  const describe = () => `${what} (last: ${JSON.stringify(last)})`;
  await driver.wait(async () => ok((last = await probe())), WAIT_MS).catch((error: unknown) => {
    throw new Error(`Timed out waiting for ${describe()}`, { cause: error });
  });
  return last as T;
}

/** Waits until the text of the element of `role` named `name` matches (found anew on every probe). */
export function waitForRoleText(driver: WebDriver, role: string, name: string | RegExp, text: RegExp): Promise<string> {
  const read = async () => {
    const element = (await allByRole(driver, role, name))[0];
    return element ? element.getText().catch(() => '') : '';
  };
  return waitUntil(driver, `the ${role} ${String(name)} to say ${String(text)}`, read, (value) => text.test(value));
}

/** Waits until some element whose rendered text matches `text` shows (toasts, the balance line). */
export async function byText(driver: WebDriver, text: RegExp, css = 'p, span, div, output, a'): Promise<WebElement> {
  // One round trip a try: the page has hundreds of candidates, and reading each over WebDriver is slow.
  const find = () =>
    staleAsNone(() => driver.executeScript<WebElement | null>(
      `const pattern = new RegExp(arguments[0], arguments[1]);
       return [...document.querySelectorAll(arguments[2])].find((el) => pattern.test(el.innerText.trim())) || null;`,
      text.source,
      text.flags,
      css,
    ), null);
  const element = await driver.wait(async () => (await find()) ?? false, WAIT_MS, `no element with text ${String(text)}`);
  return element as WebElement;
}

/**
 * Waits until the service worker controls the page (the first install claims it). Installing means
 * precaching every chunk, which takes a while on a loaded machine: a longer bound than WAIT_MS.
 */
export async function waitForServiceWorker(driver: WebDriver): Promise<void> {
  const controlled = () => driver.executeScript<boolean>('return !!navigator.serviceWorker.controller;');
  await driver.wait(controlled, WAIT_MS * 4, 'the service worker to control the page');
}

/** Whether a service worker controls the page, and how many registrations this origin has. */
export function serviceWorkerState(driver: WebDriver): Promise<{ controlled: boolean; registrations: number }> {
  return driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    navigator.serviceWorker.getRegistrations().then((all) => done({ controlled: !!navigator.serviceWorker.controller, registrations: all.length }));
  `);
}

/** The keys of the queries in the persisted query cache (localStorage). */
export function persistedQueryKeys(driver: WebDriver): Promise<string[]> {
  return driver.executeScript(`
    const saved = JSON.parse(localStorage.getItem('sendswin-query-cache') || 'null');
    return ((saved && saved.clientState && saved.clientState.queries) || []).map((query) => query.queryKey.join('/'));
  `);
}

/** What the app posted to Telegram through the injected TelegramWebviewProxy (telegram-webview.ts). */
export function telegramEvents(driver: WebDriver): Promise<string[]> {
  return driver.executeScript('return (window.__tgRecorded || []).map((event) => event.eventType);');
}

/**
 * Whether the page has fetched the chunk that holds its end of the event channel (RootLayout
 * loads it after the first render, well after web_app_ready): the channel listens as soon as the
 * chunk runs. A page that is not listening yet misses a broadcast event (no replay to tabs).
 */
export function eventChannelLoaded(driver: WebDriver): Promise<boolean> {
  return driver.executeScript<boolean>(`return performance.getEntriesByType('resource').some((entry) => /\\/start-event-channel-[^/]*\\.js$/.test(entry.name));`);
}
