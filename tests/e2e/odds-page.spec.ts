/**
 * Odds and fairness, in real Chromium against the real server: reached from
 * home, it lists each game's options with what they win on, the multiplier and the return to
 * player computed from GET /game/rules, and explains the fairness method; in Arabic right to left.
 */
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

test('home links to the odds and fairness page, which shows each game’s options, multipliers and return to player', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser() });
  await page.getByRole('link', { name: 'Odds and fairness' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odds and fairness' })).toBeVisible();
  await expect(page).toHaveURL(/\/fairness$/);

  const rows = async (game: string) => page.getByRole('region', { name: game }).getByRole('row').allInnerTexts();
  expect(await rows('Odd or Even')).toEqual(['Option\tWins on\tPays\tReturn to player', 'Even\t0 2 4 6 8\t×1.95\t97.5%', 'Odd\t1 3 5 7 9\t×1.95\t97.5%']);
  expect(await rows('Big or Small')).toEqual(['Option\tWins on\tPays\tReturn to player', 'Small\t0 1 2 3 4\t×1.95\t97.5%', 'Big\t5 6 7 8 9\t×1.95\t97.5%']);
  expect(await rows('Lottery')).toEqual(['Option\tWins on\tPays\tReturn to player', '1\t1\t×2.9\t96.67%', '2\t2\t×2.9\t96.67%', '3\t3\t×2.9\t96.67%']);
  expect(await rows('Lucky Number')).toEqual(['Option\tWins on\tPays\tReturn to player', 'Lucky Number\tYour number\t×9.5\t95%']);
  await expect(page.getByRole('region', { name: 'Lottery' })).toContainText('Draws a number from 1 to 3, each equally likely.');

  const method = page.getByRole('region', { name: 'How results are drawn' });
  await expect(method).toContainText('SHA-256');
  const verify = page.getByRole('region', { name: 'How to verify an order' });
  await expect(verify.getByRole('listitem')).toHaveCount(3);
  await verify.getByRole('link', { name: 'Open History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
});

test('the odds and fairness page in Arabic reads right to left with Arabic texts', async ({ page, telegram }) => {
  await telegram.open('/fairness', { user: { ...freshUser('Ibn'), language_code: 'ar' } });
  await expect(page.getByRole('heading', { level: 1, name: 'الاحتمالات والنزاهة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'كيف تُسحب النتائج' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/odds-ar.png', fullPage: true });
});
