/**
 * A failed order says so where the player looks: at the button, in the player's
 * language, with Try again, and the previous order's "You won" card gone (it would read as this
 * attempt's result). The retry of the same bet places it once.
 */
import { messages as ru } from '../../src/i18n/messages/ru';
import { freshUser, historyPage } from './play-api';
import { expect, test } from './telegram-host';

const ORDERS = '**/api/v1/game/orders';

test('a failed order shows its failure at the button, translated, with no stale result, and Try again places it', async ({ page, telegram, request }) => {
  const user = { ...freshUser('Fail'), language_code: 'ru' };
  await telegram.open('/', { user });
  const place = page.getByRole('button', { name: ru['order.place'] });
  const result = page.getByRole('region', { name: ru['order.result.label'] });
  await place.click();
  const verdict = new RegExp(`${ru['order.result.win']}|${ru['order.result.loss']}`);
  await expect(result).toContainText(verdict);

  // The connection drops on the next order (as a tunnel or a lift does).
  await page.route(ORDERS, (route) => route.abort('internetdisconnected'));
  await place.click();
  const failure = result.getByRole('alert', { name: ru['order.failed'] });
  await expect(failure).toBeVisible();
  await expect(result).toContainText(ru['order.result.failed']);
  await expect(result).not.toContainText(verdict); // no stale "You won"
  // Said at the button, not in a toast at the top.
  await expect(page.locator('.toast').filter({ hasText: ru['order.failed'] })).toHaveCount(0);

  await page.unroute(ORDERS);
  await result.getByRole('button', { name: ru['common.retry'] }).click();
  await expect(result).toContainText(verdict);
  await expect(failure).toHaveCount(0);
  // The first order and the retried one: nothing placed twice, nothing lost.
  await expect.poll(async () => (await historyPage(request, user)).data.length).toBe(2);
});
