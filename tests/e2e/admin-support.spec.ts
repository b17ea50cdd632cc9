/**
 * The back office for support (docs/back-office.md, "Screens"): a support operator logs in with
 * Telegram, finds a player by username and reads their statement, orders and fairness fields,
 * and leaves a note. In real Chromium against the real server.
 */
import { expect, test } from '@playwright/test';
import { loginOperator } from './admin-login';
import { SUPPORT, VIEWER } from './admin-operators';
import { authHeader, freshUser, placeOrders } from './play-api';

test.use({ viewport: { width: 1280, height: 800 } });

test('support finds a player by username and sees their statement, orders and notes', async ({ page, request }) => {
  const user = { ...freshUser('Penny'), username: `penny_${Date.now().toString(36)}` };
  await placeOrders(request, user, 3);
  const me = (await (await request.get('/api/v1/user/me', { headers: { Authorization: authHeader(user) } })).json()) as { data: { id: number; balance: string } };

  await loginOperator(page, SUPPORT);
  await expect(page.getByText('Sue Support · Support')).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Players' }).click();
  await page.getByRole('searchbox', { name: 'Search players' }).fill(`@${user.username}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Players' });
  await expect(results.getByRole('row')).toHaveCount(2); // the header and the one player
  await results.getByRole('link', { name: `Open ${user.username}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Player @${user.username}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/players/${me.data.id}$`));
  const balance = page.locator('.facts > div').filter({ hasText: 'Balance' }).locator('dd');
  await expect(balance).toHaveText(`${Number(me.data.balance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 })} USDT`);
  // The statement: the demo credit and each order's stake (and payout on a win), newest first.
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row').filter({ hasText: 'Stake' })).toHaveCount(3);
  await expect(statement.getByRole('row').filter({ hasText: 'Demo credit' })).toHaveCount(1);
  await expect(statement.getByRole('cell', { name: '-0.10 USDT' }).first()).toBeVisible();
  // Orders carry what re-checks them: the seed's hash, the client seed and the nonce.
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(4);
  await expect(orders.getByRole('columnheader', { name: 'Server seed hash' })).toBeVisible();
  await expect(orders.getByRole('cell', { name: 'not revealed yet' })).toHaveCount(3);

  await page.getByRole('textbox', { name: 'New note' }).fill('Asked about a lost order; explained the fairness check.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('table', { name: 'Support notes' }).getByRole('cell', { name: 'Asked about a lost order; explained the fairness check.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Support notes' }).getByRole('cell', { name: 'Sue Support' })).toBeVisible();
});

test("a viewer reads a player but may not write a note: the form is disabled", async ({ page, request }) => {
  const user = freshUser('Nora');
  await placeOrders(request, user, 1);
  const me = (await (await request.get('/api/v1/user/me', { headers: { Authorization: authHeader(user) } })).json()) as { data: { id: number } };
  await loginOperator(page, VIEWER);
  await page.goto(`/admin/players/${me.data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Player Nora Tester' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeDisabled();
});
