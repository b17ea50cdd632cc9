/**
 * Player protection end to end (docs/player-protection.md): a daily loss limit set on the Play
 * safely screen, used up through the API (the draws are provably fair, so the test stakes what is
 * left until a loss uses the limit up exactly), then the app's order is refused in words that name
 * the limit and when it resets; a
 * 24-hour time-out taken with its confirmation.
 */
import { format } from 'date-fns/format';
import { periodEnd } from '../../src/contract/protection';
import { authHeader, freshUser, placeOrder } from './play-api';
import { expect, test } from './telegram-host';

const LOSE = { game: 'lucky_number', option: 'lucky_number', number: 3 } as const;

test('a daily loss limit set in Play safely, used up, refuses the next order with the translated reason', async ({ page, telegram, request }) => {
  const user = freshUser();
  await telegram.open('/profile/protection', { user });
  await expect(page.getByRole('heading', { level: 1, name: 'Play safely' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Limit on' }).selectOption('loss');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('day');
  await page.getByRole('textbox', { name: 'Amount (USDT)' }).fill('2');
  await page.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByText('Losses, Per day: 2.00 USDT')).toBeVisible();

  // Stake what is left of the limit until a loss uses it up (a win, 1 in 10, widens it).
  // A stake is at most 1,000 USDT (MAX_STAKE_MICRO): after three wins in a row the room passes it.
  let room = 2_000_000;
  for (let i = 0; i < 20 && room > 0; i += 1) {
    const order = (await placeOrder(request, user, { ...LOSE, amount: (Math.min(room, 1_000_000_000) / 1e6).toFixed(6) })) as unknown as { amount: string; payout: string };
    room -= Math.round((Number(order.amount) - Number(order.payout)) * 1e6);
  }
  expect(room).toBe(0);

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Stake (USDT)' }).fill('1');
  await page.getByRole('button', { name: 'Place order' }).click();
  // The refusal names the limit, its period and when it resets, in the player's language and time.
  const resets = format(periodEnd('day', new Date()), 'PPp');
  await expect(page.getByRole('alert', { name: `Limit reached: Losses, Per day, 2.00 USDT. It resets on ${resets}.` })).toBeVisible();
  const protection = await request.get('/api/v1/player/protection', { headers: { Authorization: authHeader(user) } });
  expect((await protection.json()).data.limits).toEqual([{ kind: 'loss', period: 'day', amount: '2.000000' }]);
});

test('a 24-hour time-out starts only after its confirmation and the screen and home say until when', async ({ page, telegram, request }) => {
  const user = freshUser();
  await telegram.open('/profile/protection', { user });
  const breakSection = page.getByRole('region', { name: 'Take a break' });
  await breakSection.getByRole('button', { name: 'Days: 1' }).click();
  await expect(breakSection.getByRole('alertdialog', { name: 'Take a break' })).toContainText('cannot be undone');
  await breakSection.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^On a break until /)).toBeVisible();
  const order = await request.post('/api/v1/game/orders', {
    headers: { Authorization: authHeader(user), 'Idempotency-Key': 'after-time-out' },
    data: { game: 'odd_even', option: 'odd', amount: '1' },
  });
  expect(order.status()).toBe(403);
  expect((await order.json()).error.code).toBe('timed_out');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText(/^On a break until /)).toBeVisible();
});
