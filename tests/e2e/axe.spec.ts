/**
 * axe-core over every screen, in English and in Arabic (right to left): no serious or critical
 * violation. A screen is one row of SCREENS: its path, its heading, and what says its content is
 * there (not a skeleton); a new screen is one more row.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, ViewportSize } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { authHeader, freshUser, historyPage, placeOrder } from './play-api';
import { expect, test, TelegramProxy } from './telegram-host';

interface Screen {
  path: string;
  /** The level-1 heading once the screen is shown, by language. */
  heading: Record<Language, string>;
  /** What must be on screen before the check (data loaded, not a skeleton); defaults to the heading. */
  ready?: (page: Page, language: Language) => Promise<void>;
  /** How the screen is reached; default: a Telegram launch of `path` as the test's player. */
  open?: (page: Page, telegram: TelegramProxy, user: InitDataUser) => Promise<void>;
}

type Language = 'en' | 'ar';
const LANGUAGES: Language[] = ['en', 'ar'];

const SCREENS: Screen[] = [
  {
    path: '/',
    heading: { en: 'Home', ar: 'الرئيسية' },
    ready: async (page, language) => {
      const button = { en: 'Place order', ar: 'ضع الرهان' }[language];
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
    },
  },
  {
    path: '/history',
    heading: { en: 'History', ar: 'السجل' },
    ready: async (page) => {
      await expect(page.locator('.history-item').first()).toBeVisible();
    },
  },
  {
    path: '/friends',
    heading: { en: 'Friends', ar: 'الأصدقاء' },
    ready: async (page, language) => {
      await expect(page.getByText({ en: 'Friends invited: 0', ar: 'الأصدقاء المدعوون: 0' }[language])).toBeVisible();
    },
  },
  { path: '/profile', heading: { en: 'Profile', ar: 'الملف الشخصي' } },
  { path: '/profile/edit', heading: { en: 'Edit profile', ar: 'تعديل الملف الشخصي' } },
  {
    // Play safely with its forms and the time-out's confirmation step open.
    path: '/profile/protection',
    heading: { en: 'Play safely', ar: 'العب بأمان' },
    ready: async (page, language) => {
      await page.getByRole('button', { name: { en: 'Days: 1', ar: 'الأيام: 1' }[language] }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    // The webServer runs without payments: the wallet says deposits are off, and its history card.
    path: '/wallet',
    heading: { en: 'Wallet', ar: 'المحفظة' },
    ready: async (page, language) => {
      await expect(page.getByText({ en: 'Deposits are off on this server.', ar: 'الإيداع والسحب متوقفان على هذا الخادم.' }[language])).toBeVisible();
    },
  },
  {
    // Odds and fairness: each game's table from /game/rules, and the method.
    path: '/fairness',
    heading: { en: 'Odds and fairness', ar: 'الاحتمالات والنزاهة' },
    ready: async (page) => {
      await expect(page.getByRole('table')).toHaveCount(4);
    },
  },
  { path: '/terms', heading: { en: 'Terms of play', ar: 'شروط اللعب' } },
  {
    // A refusal's screen before the server knows the player's country: where do you live?
    path: '/verification?action=stake&tier=1',
    heading: { en: 'Verification', ar: 'التحقق' },
    ready: async (page, language) => {
      const form = page.getByRole('form', { name: { en: 'Where do you live?', ar: 'أين تقيم؟' }[language] });
      await expect(form.getByRole('combobox')).toBeVisible();
    },
  },
  {
    // Once a residence is declared: the level needed and why (this server has no provider, so
    // verification cannot start now). A player of its own, so the row above still sees the form.
    path: '/verification (residence declared)',
    heading: { en: 'Verification', ar: 'التحقق' },
    open: async (page, telegram, user) => {
      const declared = { ...freshUser(`${user.first_name} R`), language_code: user.language_code };
      const headers = { Authorization: authHeader(declared) };
      expect((await page.request.get('/api/v1/user/me', { headers })).status()).toBe(200);
      expect((await page.request.post('/api/v1/player/residence', { headers, data: { country: 'CW' } })).status()).toBe(200);
      await telegram.open('/verification?action=stake&tier=1', { user: declared });
    },
    ready: async (page, language) => {
      const panel = page.getByRole('region', { name: { en: 'Verify your identity', ar: 'تحقّق من هويتك' }[language] });
      await expect(panel.getByRole('status')).toBeVisible();
    },
  },
  {
    // The polite answer to a country the licence does not cover.
    path: '/not-available?country=US',
    heading: { en: 'Not available', ar: 'غير متاح' },
    ready: async (page, language) => {
      await expect(page.getByRole('region', { name: { en: 'Not available in your country', ar: 'غير متاح في بلدك' }[language] })).toBeVisible();
    },
  },
  {
    // Outside Telegram with no session: the login screen, in the language a first visit stored
    // (?lang= saves it; Telegram's language_code alone is not stored).
    path: '/ (login)',
    heading: { en: 'Open SendsWin in Telegram', ar: 'افتح SendsWin في Telegram' },
    open: async (page, telegram, user) => {
      await telegram.open(`/?lang=${user.language_code ?? 'en'}`, { user });
      await expect(page).toHaveURL('/'); // the parameter leaves the URL once the choice is saved
      await page.evaluate(() => sessionStorage.clear()); // the launch parameters' fallback
      await page.goto('/');
    },
  },
];

/** axe-core's minified build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules' serious and critical findings, one line each (rule, impact, the first nodes). axe-core
 * is put into the page once and run there, every rule on: @axe-core/playwright's `analyze()` put
 * it in twice and opened a second page to merge frame results (these screens have no frames),
 * about 3.5 s a screen against 1.5 s (docs/testing.md, "Where the time goes").
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/** The screen shown, in its language, with its content loaded; then the audit. */
async function expectNoSeriousViolation(page: Page, screen: Screen, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading[language] })).toBeVisible();
  await screen.ready?.(page, language);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * One app for a language's screens that a launch as its player reaches: the first test launches
 * it at its screen, the next ones go to theirs inside the app (history.pushState, which the
 * router follows as it follows the app's own links), instead of a new context and launch for each
 * screen (about 2 of a screen's 4 s, docs/testing.md). What is audited is the same: the screen
 * rendered, its content loaded. A failed test ends its worker, so the next test launches anew.
 */
class SharedApp {
  private opened: { context: BrowserContext; page: Page } | undefined;

  async show(options: { browser: Browser; baseURL?: string; viewport: ViewportSize | null }, path: string, user: InitDataUser): Promise<Page> {
    if (this.opened) {
      const { page } = this.opened;
      await page.evaluate((to) => history.pushState(null, '', to), path);
      return page;
    }
    const context = await options.browser.newContext({ baseURL: options.baseURL, viewport: options.viewport });
    const page = await context.newPage();
    this.opened = { context, page };
    await (await TelegramProxy.install(page)).open(path, { user });
    return page;
  }

  async close(): Promise<void> {
    await this.opened?.context.close();
    this.opened = undefined;
  }
}

for (const language of LANGUAGES) {
  test.describe(`axe in ${language}`, () => {
    let user: InitDataUser;
    const app = new SharedApp();
    test.beforeAll(async ({ request }) => {
      user = { ...freshUser(language === 'ar' ? 'Ibn' : 'Axe'), language_code: language };
      // History shows both badges, Win and Loss (each has its own colours to check).
      const results = new Set<string>();
      while (results.size < 2) results.add((await placeOrder(request, user)).result);
      expect((await historyPage(request, user)).data.length).toBeGreaterThan(1);
    });
    test.afterAll(() => app.close());

    for (const screen of SCREENS) {
      const title = `${screen.path} has no serious or critical violation`;
      const open = screen.open;
      if (open) {
        // A launch of its own (another player, or no session): a fresh context.
        test(title, async ({ page, telegram }) => {
          await open(page, telegram, user);
          await expectNoSeriousViolation(page, screen, language);
        });
      } else {
        test(title, async ({ browser, baseURL, viewport }) => {
          await expectNoSeriousViolation(await app.show({ browser, baseURL, viewport }, screen.path, user), screen, language);
        });
      }
    }
  });
}
