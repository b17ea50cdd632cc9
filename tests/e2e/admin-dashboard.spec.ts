/**
 * The dashboard's return-to-player figures (docs/back-office.md, "How to read the return-to-player
 * chart"), end to end: on a server of its own (no other test's orders), 300 real odd orders
 * through the API, then the viewer's dashboard shows exactly the actual return those orders made
 * (their payouts over their stakes), the interval the formula gives around 97.5% for 300 orders,
 * and the verdict that follows from the two. Whether a fair game's return lies inside the interval
 * is chance (one time in twenty it does not, by construction); that it does for a fixed seed is
 * tests/server/admin-dashboard.test.ts's, where the draws are fixed. Here nothing depends on luck.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ODD, placeOrderAt } from '../../server/dev/scripted-player';
import { parseUsdt } from '../../src/contract/money';
import { loginOperator } from './admin-login';
import { ADMIN_TELEGRAM_IDS, VIEWER } from './admin-operators';
import { freshUser } from './play-api';
import { sidePort, spawnServer, type SpawnedServer } from './spawn-server';

test.use({ viewport: { width: 1280, height: 800 } });

const PLAYERS = 10;
// 300 orders: enough for a real interval (about ± 11 points), few enough to place in seconds; the
// figures' arithmetic on large counts is tests/server/admin-dashboard.test.ts's.
const ORDERS_EACH = 30;
const PORT = sidePort(8);

let server: SpawnedServer | undefined;
test.afterAll(async () => {
  await server?.stop();
});

/** One player's orders, 10 at a time after the first (which creates the player): their stakes and payouts in micro-USDT. */
async function playOdd(baseUrl: string, name: string): Promise<{ stakes: bigint; payouts: bigint }> {
  const user = freshUser(name);
  let stakes = 0n;
  let payouts = 0n;
  const one = async () => {
    const order = (await placeOrderAt(baseUrl, user, ODD)) as unknown as { amount: string; payout: string };
    stakes += parseUsdt(order.amount)!;
    payouts += parseUsdt(order.payout)!;
  };
  await one();
  for (let done = 1; done < ORDERS_EACH; done += 10) await Promise.all(Array.from({ length: Math.min(10, ORDERS_EACH - done) }, one));
  return { stakes, payouts };
}

test('after 300 orders on odd, the dashboard shows their actual return, its 95% interval around 97.5% and the verdict', async ({ page }) => {
  test.setTimeout(120_000);
  server = await spawnServer({ dataDir: mkdtempSync(join(tmpdir(), 'sendswin-e2e-rtp-')), port: PORT, env: { ADMIN_TELEGRAM_IDS } });
  const played = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => playOdd(server!.url, `Rtp${i}`)));
  const stakes = played.reduce((sum, p) => sum + p.stakes, 0n);
  const payouts = played.reduce((sum, p) => sum + p.payouts, 0n);
  const actual = Number(payouts) / Number(stakes);

  await loginOperator(page, VIEWER, server.url.replace(/\/$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Return to player by option' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Odd or Even', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'Odd', exact: true }) });
  await expect(row).toHaveCount(1);
  const [, , orders, expected, shown, interval, verdict] = await row.getByRole('cell').allInnerTexts();
  expect(Number(orders)).toBe(PLAYERS * ORDERS_EACH);
  expect(expected).toBe('97.50%');
  expect(Math.abs(Number.parseFloat(shown ?? '') - actual * 100)).toBeLessThanOrEqual(0.0051); // shown to two decimals
  // Odd pays 1.95x half the time: per unit staked a variance of 1.95² x 0.25, so for n orders of one
  // stake the interval is 97.5% ± 1.96 x 0.975 / sqrt(n), about ± 11 points for 300.
  const halfWidth = (1.96 * 0.975) / Math.sqrt(PLAYERS * ORDERS_EACH);
  const [low, high] = (interval ?? '').split('–').map((part) => Number.parseFloat(part) / 100);
  expect(low).toBeCloseTo(0.975 - halfWidth, 3);
  expect(high).toBeCloseTo(0.975 + halfWidth, 3);
  expect(verdict).toBe(actual >= low! && actual <= high! ? 'within' : 'outside');
  // The chart is drawn too (uPlot, loaded after the numbers).
  await expect(page.getByRole('img', { name: 'Return to player by option' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Return to player by option' }).locator('canvas')).toHaveCount(1);
});
