/**
 * Complaints (docs/back-office.md, "Complaints"), end to end in real Chromium against the real
 * server: a player opens an order's details in the app (as Telegram opens it), reports a problem
 * with it, and sees the complaint waiting with its deadline; a support operator finds it in the
 * console's queue, answers it; the player opens the complaints screen again and reads the answer.
 */
import { loginOperator } from './admin-login';
import { SUPPORT } from './admin-operators';
import { freshUser, placeOrder } from './play-api';
import { expect, test } from './telegram-host';

test('a player complains about an order, an operator answers in the console, the player reads the answer', async ({ page, telegram, request, browser }) => {
  // Two people in two browser contexts (the player, then the operator's console with its login): 20 s
  // on a quiet machine, past the 30 s default when the worker has just started its browser.
  test.setTimeout(60_000);
  const user = freshUser('Clara');
  const { orderId } = (await placeOrder(request, user)) as unknown as { orderId: string };

  await telegram.open(`/history/${orderId}`, { user });
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('link', { name: 'Report a problem with this order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  // The order it came from is filled in, as a game result.
  await expect(page.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('game');
  await expect(page.getByRole('textbox', { name: 'Order number (optional)' })).toHaveValue(orderId);
  await page.getByRole('textbox', { name: 'What happened?' }).fill('I picked odd and the draw looks wrong.');
  const filed = page.waitForResponse((r) => r.url().endsWith('/api/v1/player/complaints') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  expect((await filed).status()).toBe(201);
  await expect(page.getByText(/^Complaint #\d+ is sent\. We answer by /)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your complaints' });
  await expect(mine.getByRole('article')).toHaveCount(1);
  await expect(mine.getByRole('article').first()).toContainText('Waiting for an answer');
  await expect(mine.getByRole('article').first()).toContainText('I picked odd and the draw looks wrong.');
  const heading = await mine.getByRole('article').first().getByRole('heading', { level: 3 }).textContent();
  const complaintId = /#(\d+)/.exec(heading ?? '')?.[1];
  expect(complaintId).toBeTruthy();

  // The operator, in their own browser context.
  const console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await loginOperator(console, SUPPORT);
  await console.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Complaints' }).click();
  await console.getByRole('link', { name: `Complaint #${complaintId}` }).click();
  await expect(console.getByRole('heading', { level: 1, name: `Complaint #${complaintId}` })).toBeVisible();
  await expect(console.getByText(`Order ${orderId}`)).toBeVisible();
  await console.getByRole('textbox', { name: /Your answer/ }).fill('We checked the draw with its revealed seed: it is correct. The evidence pack shows each step.');
  await console.getByRole('button', { name: 'Send answer' }).click();
  await expect(console.getByRole('definition').filter({ hasText: /^Answered$/ })).toBeVisible();
  await expect(console.getByRole('link', { name: 'Download evidence pack (ZIP)' })).toBeVisible();
  await console.close();

  // The player comes back to the screen and reads the answer.
  await page.reload();
  const answered = page.getByRole('region', { name: 'Your complaints' }).getByRole('article').first();
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText('SendsWin support');
  await expect(answered).toContainText('We checked the draw with its revealed seed: it is correct.');
});
