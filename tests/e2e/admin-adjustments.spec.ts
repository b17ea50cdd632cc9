/**
 * A finance operator's adjustment (docs/back-office.md): posted against the house bankroll, it is
 * a line of the player's statement and an entry of the audit log, and the player's own app shows
 * the new balance. In real Chromium against the real server.
 */
import { expect, test } from '@playwright/test';
import { loginOperator } from './admin-login';
import { FINANCE } from './admin-operators';
import { authHeader, freshUser, placeOrders } from './play-api';

test.use({ viewport: { width: 1280, height: 800 } });

test('an adjustment appears in the player’s statement and in the audit log', async ({ page, request }) => {
  const user = freshUser('Adam');
  await placeOrders(request, user, 1);
  const me = async () => ((await (await request.get('/api/v1/user/me', { headers: { Authorization: authHeader(user) } })).json()) as { data: { id: number; balance: string } }).data;
  const before = await me();
  const reason = `Goodwill for ticket ${Date.now()}`;

  await loginOperator(page, FINANCE);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Adjustments' }).click();
  // The player is found by name and chosen; the form offers no Post before the review.
  await page.getByRole('searchbox', { name: /^Find the player/ }).fill('Adam');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('listitem').filter({ hasText: `player id ${before.id} ` }).getByRole('button', { name: /^Choose / }).click();
  await page.getByRole('textbox', { name: 'Amount in USDT (signed)' }).fill('7.5');
  await page.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expect(page.getByRole('button', { name: 'Post adjustment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  const after = (Number(before.balance) + 7.5).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const review = page.getByRole('region', { name: 'Check before posting' });
  await expect(review).toContainText(`Balance after${after} USDT`);
  await review.getByRole('button', { name: 'Post adjustment' }).click();
  await expect(page.getByText(`Adjustment posted; the player's balance is now ${after} USDT.`)).toBeVisible();
  expect(Number((await me()).balance)).toBe(Number(before.balance) + 7.5);

  // The player's statement has the line.
  await page.goto(`/admin/players/${before.id}`);
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row').filter({ hasText: 'Adjustment' }).filter({ hasText: '7.50 USDT' })).toHaveCount(1);

  // The audit log has who did it, with the reason.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('adjustment.request');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Fred Finance (${FINANCE.id})`);
  await expect(entry).toContainText('finance');
  await expect(entry).toContainText('Done');
  await expect(entry).toContainText(`playerId: — → ${before.id}`);
});

test('an adjustment without a chosen player or a signed amount is refused in the form, never reaches a Post, and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/admin/api/adjustments') && posts.push(r.url())));
  await loginOperator(page, FINANCE);
  await page.goto('/admin/adjustments');
  // No player chosen: the review is refused, and there is no Post to press.
  await page.getByRole('textbox', { name: 'Amount in USDT (signed)' }).fill('10');
  await page.getByRole('textbox', { name: 'Reason' }).fill('typo');
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Find and choose the player first.');
  await expect(page.getByRole('button', { name: 'Post adjustment' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: /^Find the player/ }).fill('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: /^Choose / }).first().click();
  await page.getByRole('textbox', { name: 'Amount in USDT (signed)' }).fill('ten');
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a signed amount such as 10 or -2.5.');
  expect(posts).toEqual([]);
});
