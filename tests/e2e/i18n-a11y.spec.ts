/**
 * Every player understood: a stake typed in the player's own number format, server
 * errors in their language, a language picker that keyboard users can walk through without
 * switching the app at every step, and focus and document titles that follow navigation.
 */
import type { Page } from '@playwright/test';
import { authHeader, freshUser, placeOrder } from './play-api';
import { expect, test } from './telegram-host';

const isOrderPost = (url: string, method: string) => method === 'POST' && url.endsWith('/api/v1/game/orders');
const isLanguageSave = (url: string, method: string) => method === 'PATCH' && url.endsWith('/api/v1/user/me');

/** Every value `<html lang>` takes from now on, in order. */
async function recordLanguageChanges(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __langs: string[] }).__langs = seen;
    new MutationObserver(() => seen.push(document.documentElement.lang)).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __langs: string[] }).__langs);
}

test('a German player types "1,5" and places an order of 1.5 USDT', async ({ page, telegram }) => {
  await telegram.open('/', { user: { ...freshUser('Gauss'), language_code: 'de' } });
  await expect(page.getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
  await expect(page.getByText(/^Guthaben: /)).toBeVisible();

  await page.getByRole('textbox', { name: 'Einsatz (USDT)' }).fill('1,5');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const answered = page.waitForResponse((r) => isOrderPost(r.url(), r.request().method()));
  await page.getByRole('button', { name: 'Wette platzieren' }).click();
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({ amount: '1.5' });
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: { amount: string } }).data.amount).toBe('1.500000');

  // Amounts are shown the German way too.
  // A win of 1.5 at 1.95x leaves three decimals (1001,425): at least two, with a comma.
  await expect(page.getByText(/^Guthaben: \d+,\d{2,6} USDT$/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Verlauf', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem').first()).toContainText('Einsatz 1,50 USDT');
});

test('a stake the server finds above the balance (409) is explained in German', async ({ page, telegram, request }) => {
  const user = { ...freshUser('Noether'), language_code: 'de' };
  // The page must not hear of the orders placed behind its back (their events refresh the balance).
  await page.context().route('**/api/v1/notifications/sse*', (route) => route.abort());
  await telegram.open('/', { user });
  await expect(page.getByText(/^Guthaben: 1000/)).toBeVisible();

  let balance = 1000;
  while (balance >= 999) {
    await placeOrder(request, user, { game: 'odd_even', option: 'odd', amount: '999' });
    const me = await request.get('/api/v1/user/me', { headers: { Authorization: authHeader(user) } });
    balance = Number((await me.json()).data.balance);
  }
  await page.getByRole('textbox', { name: 'Einsatz (USDT)' }).fill('999');
  const answered = page.waitForResponse((r) => isOrderPost(r.url(), r.request().method()));
  await page.getByRole('button', { name: 'Wette platzieren' }).click();
  expect((await answered).status()).toBe(409);
  await expect(page.getByRole('alert', { name: 'Dein Guthaben reicht für diesen Einsatz nicht aus.' })).toBeVisible();
  await expect(page.getByText(/exceeds your balance/)).toHaveCount(0); // the server's English stays out
});

test('five arrow-key presses in the language picker make at most one language change and one save', async ({ page, telegram }) => {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (isLanguageSave(r.url(), r.method())) saves.push(r.postData() ?? '');
  });
  await telegram.open('/profile/edit', { user: freshUser('Turing') });
  const english = page.getByRole('radio', { name: 'English' });
  await expect(english).toBeChecked();
  const languages = await recordLanguageChanges(page);

  await english.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Japanese/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Japanese/ })).toBeFocused();
  expect(await languages()).toEqual([]);
  expect(saves).toEqual([]);

  const saved = page.waitForResponse((r) => isLanguageSave(r.url(), r.request().method()));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'プロフィールを編集' })).toBeVisible();
  expect(await languages()).toEqual(['ja-JP']);
  expect(saves).toEqual([JSON.stringify({ languageCode: 'ja-JP' })]);
});

test('after a link to History the focus is on its heading and the title names the screen', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Hopper') });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Home · SendsWin');

  await page.getByRole('link', { name: 'History', exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'History' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('History · SendsWin');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeFocused();
  await expect(page).toHaveTitle('Home · SendsWin');
});

test('"Got it" keeps the focus on the screen, not on the page body', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Lovelace') });
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('button', { name: 'Got it' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeFocused();
});
