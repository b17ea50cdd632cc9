/**
 * The dashboard's return-to-player check (docs/back-office.md, "How to read the return-to-player
 * chart"): after 2,000 real orders on odd, its actual return lies within the 95% interval around
 * the expected 97.5%, and the table says so. By construction a fair game lands outside its 95%
 * interval one time in twenty: a failure here means look, not necessarily a broken game.
 */
import { expect, test } from '@playwright/test';
import { loginOperator } from './admin-login';
import { VIEWER } from './admin-operators';
import { freshUser, placeOrders } from './play-api';

test.use({ viewport: { width: 1280, height: 800 } });

const PLAYERS = 10;
const ORDERS_EACH = 200;

test('after 2,000 orders on odd, the dashboard shows its actual return within its interval of 97.5%', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Ten players at once, each with its own 200 odd orders of 0.1 USDT, through the real API.
  await Promise.all(Array.from({ length: PLAYERS }, (_, i) => placeOrders(request, freshUser(`Rtp${i}`), ORDERS_EACH)));

  await loginOperator(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Return to player by option' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'odd_even', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'odd', exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allInnerTexts();
  const [, , orders, expected, actual, interval, verdict] = cells;
  expect(Number(orders)).toBeGreaterThanOrEqual(PLAYERS * ORDERS_EACH);
  expect(expected).toBe('97.50%');
  const [low, high] = (interval ?? '').split('–').map((part) => Number.parseFloat(part));
  const actualValue = Number.parseFloat(actual ?? '');
  expect(actualValue).toBeGreaterThanOrEqual(low!);
  expect(actualValue).toBeLessThanOrEqual(high!);
  expect(low!).toBeLessThan(97.5);
  expect(high!).toBeGreaterThan(97.5);
  expect(verdict).toBe('within');
  // The chart is drawn too (uPlot, loaded after the numbers).
  await expect(page.getByRole('img', { name: 'Return to player by option' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Return to player by option' }).locator('canvas')).toHaveCount(1);
});
