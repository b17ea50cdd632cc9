/**
 * Bot notifications in profile end to end (docs/bot.md): a switch saved to the account survives a
 * reload, and for a player whose launch data says allows_write_to_pm: false, turning one on asks
 * Telegram's write access first.
 */
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { authHeader, freshUser } from './play-api';
import { answerTelegram } from './telegram-answers';
import { expect, test } from './telegram-host';

test('a notification kind turned off stays off; turning it on asks Telegram for write access first', async ({ page, telegram, request }) => {
  const user = { ...freshUser('Grace'), allows_write_to_pm: false } as InitDataUser;
  await answerTelegram(page, { writeAccess: 'allowed' });
  await telegram.open('/profile/edit', { user, version: '8.0' });
  const group = page.getByRole('group', { name: 'Bot notifications' });
  const withdrawalSent = group.getByRole('switch', { name: 'Withdrawal sent' });
  await expect(withdrawalSent).toBeEnabled();
  await expect(withdrawalSent).toBeChecked();

  const off = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/v1/user/notifications'));
  await withdrawalSent.click();
  expect((await off).request().postDataJSON()).toEqual({ kind: 'withdrawal_sent', enabled: false });
  await expect(withdrawalSent).not.toBeChecked();

  await telegram.open('/profile/edit', { user, version: '8.0' });
  await expect(withdrawalSent).toBeEnabled();
  await expect(withdrawalSent).not.toBeChecked();
  await expect(group.getByRole('switch', { name: 'Deposit credited' })).toBeChecked();

  await withdrawalSent.click();
  await expect(withdrawalSent).toBeChecked();
  expect((await telegram.events()).map((event) => event.eventType)).toContain('web_app_request_write_access');
  const settings = await request.get('/api/v1/user/notifications', { headers: { Authorization: authHeader(user) } });
  expect(((await settings.json()) as { data: { kinds: Record<string, boolean> } }).data.kinds.withdrawal_sent).toBe(true);
});
