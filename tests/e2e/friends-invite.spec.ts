/**
 * The invite link, end to end against Playwright's server: Share hands Telegram its share dialog
 * for the link, and a player who opens the app with the link's start parameter becomes a referral
 * that the referrer's friends screen counts.
 */
import { loginInBrowser } from './login-widget';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

test('a player who opens the app from the invite link is counted on the referrer’s friends screen', async ({ page, telegram }) => {
  const referrer = freshUser('Referrer');
  // 7.10: below 8.0 Share opens the share dialog (the invite card of 8.0+: telegram-invite-card.spec.ts).
  await telegram.open('/friends', { user: referrer, version: '7.10' });
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByText('Friends invited: 0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last week' })).toContainText('0.00 USDT');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  // Disabled with its reason said.
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription('Nothing to withdraw for this week: you earn when the friends you invited play.');

  const link = new URL(await page.getByRole('textbox', { name: 'Your invite link' }).inputValue());
  expect(`${link.origin}${link.pathname}`).toBe('https://t.me/sendswin_bot');
  const refCode = link.searchParams.get('startapp');
  expect(refCode).toMatch(/^[\w-]+$/);

  // The share is stated, and the link can be copied inside Telegram too.
  await expect(page.getByText('You earn 1% of every stake your friends place, to withdraw each week.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // Inside Telegram, Share opens Telegram's share dialog with the link (web_app_open_tg_link).
  await page.getByRole('button', { name: 'Share' }).click();
  const shares = (await telegram.events()).filter((event) => event.eventType === 'web_app_open_tg_link');
  expect(shares).toEqual([{ eventType: 'web_app_open_tg_link', eventData: { path_full: expect.stringMatching(/^\/share\/url\?/) } }]);
  const { path_full: sharePath } = shares[0]!.eventData as { path_full: string };
  const share = new URL(`https://t.me${sharePath}`);
  expect(share.pathname).toBe('/share/url');
  expect(share.searchParams.get('url')).toBe(link.href);
  expect(share.searchParams.get('text')).toBe('Play SendsWin with me!');

  // The friend taps the link: Telegram opens the app with the start parameter.
  await telegram.open('/', { user: freshUser('Friend'), startParam: refCode ?? '' });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await telegram.open('/friends', { user: referrer });
  await expect(page.getByText('Friends invited: 1')).toBeVisible();
  // Invited, but not played yet: no earnings, no week in progress.
  await expect(page.getByRole('region', { name: 'This week (in progress)' })).toHaveCount(0);
});

test('in a browser, Copy link puts the invite link on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginInBrowser(page, '/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your invite link' }).inputValue();
  expect(link).toMatch(/^https:\/\/t\.me\/sendswin_bot\?startapp=[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
