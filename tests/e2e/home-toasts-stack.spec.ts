/**
 * Toasts never bury the game: eight quick orders raise eight new_game toasts
 * (five kept, 60 s each), yet every control of the order form stays visible and tappable at
 * 390x844, in English and in Russian (longer texts). "Tappable" is what a finger meets: the
 * topmost element at the control's centre is the control, with the page back at the top, where a
 * player goes to pick another game.
 */
import type { Locator, Page } from '@playwright/test';
import { enAll as en } from '../../src/i18n/messages/en-all';
import { messages as ru } from '../../src/i18n/messages/ru';
import { freshUser } from './play-api';
import { describe, tapReaches } from './tap-reach';
import { expect, test } from './telegram-host';

const isOrderPost = (url: string, method: string) => method === 'POST' && url.endsWith('/api/v1/game/orders');

/** The form's controls, each by role and accessible name. */
function formControls(page: Page, words: Record<keyof typeof en, string>): Locator[] {
  const game = page.getByRole('radiogroup', { name: words['home.games'] }).getByRole('radio');
  const pick = page.getByRole('radiogroup', { name: words['order.option'] }).getByRole('radio');
  return [
    game.nth(0),
    game.nth(1),
    game.nth(2),
    game.nth(3),
    pick.nth(0),
    pick.nth(1),
    page.getByRole('textbox', { name: words['order.stake.label'] }),
    ...['1', '5', '10', '50'].map((amount) => page.getByRole('button', { name: words['order.stake.quick'].replace('{amount}', amount) })),
    page.getByRole('button', { name: words['order.place'] }),
  ];
}

for (const [language, words] of [
  ['en', en],
  ['ru', ru],
] as const) {
  test(`after 8 quick orders every control of the order form is visible and tappable (${language})`, async ({ page, telegram }) => {
    await telegram.open('/', { user: { ...freshUser('Stack'), language_code: language } });
    const place = page.getByRole('button', { name: words['order.place'] });
    for (let order = 0; order < 8; order += 1) {
      const answered = page.waitForResponse((r) => isOrderPost(r.url(), r.request().method()));
      await place.click();
      expect((await answered).status()).toBe(201);
      await expect(place).toBeEnabled();
    }
    // The spec's toasts are all there: one per new_game, five at most.
    const notice = new RegExp(words['events.newGame'].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));
    await expect(page.getByRole('status').filter({ hasText: notice })).toHaveCount(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const control of formControls(page, words)) {
      await expect(control).toBeVisible();
      expect(await tapReaches(control), `${await describe(control)} is covered`).toBe(true);
    }
  });
}
