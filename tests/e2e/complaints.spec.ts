/**
 * Complaints (docs/back-office.md, "Complaints"), end to end in real Chromium against the real
 * server: a player opens an order's details in the app (as Telegram opens it), reports a problem
 * with it, and sees the complaint waiting with its deadline; a support operator finds it in the
 * console's queue, answers it; the player opens the complaints screen again and reads the answer.
 * And a payment complaint points at the player's deposit, picked from their recent payments, in
 * English and in Arabic (right to left).
 */
import { newTestWallet } from '../server/helpers/ton-connect-proof';
import { messages as arabic } from '../../src/i18n/messages/ar';
import { loginOperator } from './admin-login';
import { SUPPORT } from './admin-operators';
import { authHeader, freshUser, placeOrder } from './play-api';
import { expect, launchHash, test } from './telegram-host';
import { bindByApi, test as paymentsTest } from './wallet-fixture';

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

for (const language of ['en', 'ar'] as const) {
  paymentsTest(`a payment complaint points at the player’s deposit, picked from their recent payments (${language})`, async ({ page, telegram: _telegram, payments }) => {
    paymentsTest.setTimeout(120_000);
    const server = await payments.start();
    const player = { id: 700_000_640 + (language === 'ar' ? 1 : 0), first_name: 'Paula', last_name: 'Payment', language_code: language };
    await bindByApi(server, { user: player, authDate: Math.floor(Date.now() / 1000) }, newTestWallet('v5'));
    const wallet = async () =>
      ((await (await fetch(new URL('api/v1/wallet', server.url), { headers: { Authorization: authHeader(player) } })).json()) as { data: { depositMemo: string; balance: string } }).data;
    payments.chain.deposit({ units: 25_000_000n, memo: (await wallet()).depositMemo });
    await expect.poll(async () => (await wallet()).balance, { timeout: 30_000 }).not.toBe('1000.000000');

    await page.goto(`${server.url}profile/complaints#${launchHash({ user: player })}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const picker = page.getByRole('combobox', { name: language === 'ar' ? arabic['complaints.payment'] : 'Which payment? (optional)' });
    await expect(picker.getByRole('option')).toHaveCount(2);
    const deposit = picker.getByRole('option').nth(1);
    await picker.selectOption(await deposit.getAttribute('value'));
    if (language === 'en') await expect(picker.locator('option:checked')).toHaveText(/^Deposit 25\.00 USDT · /);
    await page.screenshot({ path: paymentsTest.info().outputPath(`complaint-payment-${language}.png`), fullPage: true });
    await page.getByRole('textbox', { name: language === 'ar' ? arabic['complaints.text'] : 'What happened?' }).fill('25 USDT');
    const filed = page.waitForRequest((r) => r.url().endsWith('/api/v1/player/complaints') && r.method() === 'POST');
    await page.getByRole('button', { name: language === 'ar' ? arabic['complaints.send'] : 'Send complaint' }).click();
    expect((await filed).postDataJSON()).toEqual({ kind: 'payment', text: '25 USDT', depositId: expect.stringMatching(/^[0-9a-f]{64}$/i) });
    expect((await (await filed).response())?.status()).toBe(201);
  });
}
