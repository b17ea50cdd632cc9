/**
 * A marker of harm end to end (docs/back-office.md, "Markers of harm"): a player lowers a limit and
 * asks to raise it at once; the server's scan opens a case; a support operator finds it on the
 * Cases screen, logs a contact and closes it with a reason. In real Chromium against the real server.
 */
import { expect, test } from '@playwright/test';
import { loginOperator } from './admin-login';
import { SUPPORT } from './admin-operators';
import { authHeader, freshUser } from './play-api';

test.use({ viewport: { width: 1280, height: 800 } });

test('a limit lowered then raised opens a case; support logs a contact and closes it', async ({ page, request }) => {
  const user = { ...freshUser('Lena'), username: `lena_${Date.now().toString(36)}` };
  const setLimit = (amount: string | null) =>
    request.put('/api/v1/player/limits', { headers: { Authorization: authHeader(user) }, data: { kind: 'stake', period: 'day', amount } });
  expect((await setLimit('20')).status()).toBe(200);
  expect((await setLimit('200')).status()).toBe(200);

  await loginOperator(page, SUPPORT);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Cases' }).click();
  const theCase = page.getByRole('region', { name: `Limit lowered then raised: @${user.username}` });
  // The scan runs every HARM_SCAN_INTERVAL_S (10 s here): read the list again until it has opened the case.
  await expect(async () => {
    await page.reload();
    await expect(theCase).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: 40_000 });
  await expect(theCase).toContainText('raisesAfterLowering1');

  await theCase.getByRole('textbox', { name: 'What you did' }).fill('Wrote to the player through the bot; offered a break.');
  await theCase.getByRole('button', { name: 'Log contact' }).click();
  await expect(theCase.getByRole('list', { name: 'Interaction log' })).toContainText(`Contacted the player by ${SUPPORT.id}`);
  await theCase.getByRole('textbox', { name: 'Why you close it' }).fill('The player kept the lower limit.');
  await theCase.getByRole('button', { name: 'Close case' }).click();
  await expect(theCase).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Show' }).selectOption('Closed');
  await expect(theCase.getByRole('list', { name: 'Interaction log' })).toContainText('The player kept the lower limit.');
});
