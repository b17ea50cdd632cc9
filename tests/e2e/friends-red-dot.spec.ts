/**
 * The red dot and the withdraw, end to end: a referred player's orders last week (placed on a
 * server whose clock runs a week behind) light the referrer's Friends dot today; one withdraw,
 * even from a double tap, pays once, says so in a toast, and puts the dot out.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previousCircleId } from '../../src/contract/circle-id';
import type { User } from '../../src/contract/api-types';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open-db';
import { callApi, spawnServer, type SpawnedServer } from './spawn-server';
import { expect, nowS, test } from './telegram-host';

const WEEK_S = 7 * 24 * 3600;
const REFERRER = { id: 700_000_101, first_name: 'Grace', last_name: 'Hopper', language_code: 'en' };
const REFERRED = { id: 700_000_102, first_name: 'Alan', language_code: 'en' };
const isWithdraw = (url: string, method: string) => method === 'POST' && /\/api\/v1\/user-ref-circle\/\d+\/withdraw$/.test(new URL(url).pathname);

let server: SpawnedServer | undefined;
test.afterEach(async () => server?.stop());

test('a referred player’s orders last week light the dot; a double tap on Withdraw pays once and puts it out', async ({ page, telegram }) => {
  test.setTimeout(180_000); // three database opens, two of them by fresh server processes
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-e2e-friends-'));

  // Last week, on a server whose clock runs a week behind: the invite and 30 USDT of orders.
  server = await spawnServer({ dataDir, env: { CLOCK_OFFSET_S: String(-WEEK_S) } });
  const lastWeek = nowS() - WEEK_S;
  const referrer = await callApi<{ data: User }>(server, { user: REFERRER, authDate: lastWeek }, 'GET', '/user/me');
  expect(referrer.status).toBe(200);
  const referred = { user: REFERRED, authDate: lastWeek, startParam: referrer.json.data.refCode };
  expect((await callApi(server, referred, 'GET', '/user/me')).status).toBe(200);
  for (const amount of ['10', '15', '5']) {
    expect((await callApi(server, referred, 'POST', '/game/orders', { game: 'odd_even', option: 'even', amount })).status).toBe(201);
  }
  await server.stop();

  // Today, on the same database.
  server = await spawnServer({ dataDir });
  const withdraws: string[] = [];
  page.on('request', (request) => {
    if (isWithdraw(request.url(), request.method())) withdraws.push(request.url());
  });
  await telegram.open(server.url, { user: REFERRER });
  const friends = page.getByRole('link', { name: 'Friends', exact: true });
  await expect(friends).toHaveAccessibleDescription('Earnings to withdraw');
  await expect(friends.locator('.bottom-bar__dot')).toBeVisible();

  await friends.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByText('Friends invited: 1')).toBeVisible();
  const week = page.getByRole('region', { name: 'Last week' });
  await expect(week).toContainText('0.30 USDT'); // 1% of 30 USDT staked
  await expect(week).toContainText('Friends who played: 1');

  // The tap asks first (it says the amount and where it goes); Cancel sends nothing.
  await week.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw 0.30 USDT?' });
  await expect(confirm).toContainText('It is added to your game balance.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(week.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  expect(withdraws).toEqual([]);

  await week.getByRole('button', { name: 'Withdraw' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByRole('status', { name: 'Payout 0.30 USDT added to your balance.' })).toBeVisible();
  const done = week.getByRole('button', { name: 'Withdrawn' });
  await expect(done).toBeDisabled();
  await expect(friends.locator('.bottom-bar__dot')).toHaveCount(0);
  await expect(friends).not.toHaveAccessibleDescription('Earnings to withdraw');
  // The second tap of the double tap sent nothing (it would have left before the toast came)...
  expect(withdraws).toHaveLength(1);
  // ...so no 409 came back to be toasted.
  await expect(page.getByText(/already withdrawn/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('1000.30 USDT');

  // One transfer for the circle, read from the database once the server has let go of it.
  await server.stop();
  server = undefined;
  const db = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  try {
    const credits = await db.query<{ amount_micro: bigint }>(
      `SELECT t.amount_micro FROM transfers t JOIN users u ON t.to_account = 'player:' || u.id
       WHERE u.telegram_id = $1 AND t.reason = 'referral_withdraw'`,
      [REFERRER.id],
    );
    expect(credits).toEqual([{ amount_micro: 300_000n }]);
    const circles = await db.query<{ circle_id: number; is_withdrawn: boolean }>(
      'SELECT r.circle_id, r.is_withdrawn FROM ref_circles r JOIN users u ON u.id = r.user_id WHERE u.telegram_id = $1',
      [REFERRER.id],
    );
    expect(circles).toEqual([{ circle_id: previousCircleId(new Date()), is_withdrawn: true }]);
  } finally {
    await db.close();
  }
});
