/**
 * Login CSRF through #tgWebAppData (docs/security.md): a link carrying someone
 * else's signed launch data, opened in an ordinary browser, must not sign the tab into that account.
 * Launch data counts only with a Telegram bridge around the page (the mobile proxy, or Telegram
 * Web's frame answering the bridge).
 */
import { expect, launchHash, test } from './telegram-host';

const ATTACKER = { id: 700_000_666, first_name: 'Mallory', language_code: 'en' };

test('a crafted #tgWebAppData link in a plain browser ends at the login screen, not in the attacker’s account', async ({ page }) => {
  const authorizations: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization && new URL(request.url()).pathname.startsWith('/api/')) authorizations.push(authorization);
  });
  await page.goto(`/#${launchHash({ user: ATTACKER })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  await expect(page.getByText('Mallory')).toHaveCount(0);
  // Nor kept for a reload of the tab.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Open SendsWin in Telegram' })).toBeVisible();
  expect(authorizations).toEqual([]);
});

test('the same link inside a Telegram client (its proxy injected) opens the app as that player', async ({ page, telegram }) => {
  await telegram.open('/', { user: ATTACKER });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});
