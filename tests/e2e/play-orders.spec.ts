import type { Page } from '@playwright/test';
import { authHeader, freshUser, historyPage, placeOrder } from './play-api';
import { expect, test } from './telegram-host';

const isOrderPost = (url: string, method: string) => method === 'POST' && url.endsWith('/api/v1/game/orders');

async function pick(page: Page, game: string, option: string, number?: string) {
  await page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: game, exact: true }).check();
  // Lucky Number has one option: no pick to make, only its digit.
  if (number === undefined) await page.getByRole('radiogroup', { name: 'Your pick' }).getByRole('radio', { name: option, exact: true }).check();
  else await expect(page.getByRole('radiogroup', { name: 'Your pick' })).toHaveCount(0);
  if (number !== undefined) {
    await page.getByRole('radiogroup', { name: 'Your number' }).getByRole('radio', { name: number, exact: true }).check();
  }
}

async function placeWithUi(page: Page) {
  const answered = page.waitForResponse((r) => isOrderPost(r.url(), r.request().method()));
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);
}

test('an order in each game shows its result and appears in history with its labels', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser() });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();

  const bets: [string, string, string?][] = [
    ['Odd or Even', 'Odd'],
    ['Big or Small', 'Big'],
    ['Lottery', '2'],
    ['Lucky Number', 'Lucky Number', '7'],
  ];
  for (const [game, option, number] of bets) {
    await pick(page, game, option, number);
    await placeWithUi(page);
  }
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(/Drawn digit: \d/);
  await expect(result).toContainText(/Payout: \d+\.\d+ USDT/);
  await expect(result.getByRole('link', { name: /^Order \d+: details and verification$/ })).toBeVisible();

  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const items = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  // Newest first.
  await expect(items.nth(0)).toContainText('Lucky Number');
  await expect(items.nth(0)).toContainText('Pick: Lucky Number 7');
  await expect(items.nth(1)).toContainText('Lottery');
  await expect(items.nth(1)).toContainText('Pick: 2');
  await expect(items.nth(2)).toContainText('Big or Small');
  await expect(items.nth(2)).toContainText('Pick: Big');
  await expect(items.nth(3)).toContainText('Odd or Even');
  await expect(items.nth(3)).toContainText('Pick: Odd');
  for (let i = 0; i < 4; i += 1) {
    await expect(items.nth(i)).toContainText('Stake 1.00 USDT');
    await expect(items.nth(i)).toContainText(/(Win|Loss)/);
  }
});

test('a double click on Place order creates exactly one order', async ({ page, telegram, request }) => {
  const user = freshUser();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isOrderPost(r.url(), r.method())) posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await telegram.open('/', { user });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  // The answer, not the region: it shows "Placing…" while the one POST is in flight.
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
  expect((await historyPage(request, user)).data).toHaveLength(1);
});

test('a stake above the balance is refused by the form, and by the server when the form could not know', async ({ page, telegram, request }) => {
  // The spending loop below ends at the first loss: usually two orders, now and then ten.
  test.setTimeout(90_000);
  const user = freshUser();
  // The page must not hear of the orders placed behind its back: no event stream (its new_game
  // events would refresh the balance).
  await page.context().route('**/api/v1/notifications/sse*', (route) => route.abort());
  await telegram.open('/', { user });
  await expect(page.getByText('Balance: 1000.00 USDT')).toBeVisible();
  const stake = page.getByRole('textbox', { name: 'Stake (USDT)' });
  await stake.fill('1000.5');
  await expect(page.getByRole('alert')).toHaveText('The largest stake is 1000 USDT.');

  // Spend the balance behind the page's back until it is under 999 (a loss at most a few tries away).
  let balance = 1000;
  while (balance >= 999) {
    const order = await placeOrder(request, user, { game: 'odd_even', option: 'odd', amount: '999' });
    const me = await request.get('/api/v1/user/me', { headers: { Authorization: authHeader(user) } });
    balance = Number((await me.json()).data.balance);
    expect(order.result).toMatch(/win|loss/);
  }
  await stake.fill('999');
  await expect(page.getByRole('alert')).toHaveCount(0); // the page still shows 1000
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert', { name: 'Your balance is too low for this stake.' })).toBeVisible();

  // Once the balance is known, the form says it before sending.
  await page.reload();
  await expect(page.getByText(/^Balance: /)).toBeVisible();
  await stake.fill('999');
  await expect(page.getByRole('alert')).toContainText('That is more than your balance of');
});
