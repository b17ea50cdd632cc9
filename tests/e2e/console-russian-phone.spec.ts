/**
 * The console in Russian on a 390 px phone, and the player's statement with its running balance
 * and an operator's reject reason in English and Arabic (docs/back-office.md, "Languages";
 * docs/payments.md, "The statement"): an operator whose browser speaks Russian gets the console in
 * Russian from the login on, approves from the review with the decision on screen, rejects with a
 * reason; the player then reads that reason and the balance after each line. No screen scrolls
 * sideways. Each screen is saved under test-results/screens/ to be looked at.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_TELEGRAM_IDS, FINANCE } from './admin-operators';
import { fakeTelegramOAuth, signedLoginPayload } from './login-widget';
import { authHeader } from './play-api';
import type { SpawnedServer } from './spawn-server';
import { launchHash, TelegramProxy } from './telegram-host';
import { bindByApi, expect, test } from './wallet-fixture';
import { newTestWallet } from '../server/helpers/ton-connect-proof';

const PHONE = { width: 390, height: 844 };
const REASON = 'Адрес принадлежит бирже, которой нужен комментарий';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

async function shot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  await page.screenshot({ path: `test-results/screens/${name}-full.png`, fullPage: true });
}

async function withdraw(server: SpawnedServer, user: Parameters<typeof authHeader>[0], amount: string): Promise<number> {
  const response = await fetch(new URL('api/v1/wallet/withdrawals', server.url), {
    method: 'POST',
    headers: { Authorization: authHeader(user), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount }),
  });
  const json = (await response.json()) as { data: { id: string | number; status: string } };
  expect(json.data.status).toBe('awaiting_approval');
  return Number(json.data.id);
}

async function russianOperator(browser: Browser, server: SpawnedServer): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: PHONE });
  const page = await context.newPage();
  const { role: _role, ...user } = FINANCE;
  await fakeTelegramOAuth(page, signedLoginPayload(user));
  await page.goto(`${server.url}admin/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход оператора' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  await expect(page.getByRole('navigation', { name: 'Бэк-офис' })).toBeVisible();
  return page;
}

test('an operator’s Russian console on a phone, and the player’s statement in English and Arabic with the balance after and the reason', async ({ browser, payments }) => {
  test.setTimeout(240_000);
  const server = await payments.start({ env: { ADMIN_TELEGRAM_IDS, WITHDRAW_MIN: '2', WITHDRAW_APPROVAL_ABOVE: '5' } });
  const player = { id: 700_000_951, first_name: 'Wanda', last_name: 'Withdrawer', username: 'wanda_w', language_code: 'en' };
  await bindByApi(server, { user: player, authDate: Math.floor(Date.now() / 1000) }, newTestWallet('v5'));
  const approved = await withdraw(server, player, '12');
  const rejected = await withdraw(server, player, '7.5');

  const desk = await russianOperator(browser, server);
  await expect(desk.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Выводы ждут решения' })).toBeVisible();
  await shot(desk, 'console-ru-dashboard');

  await desk.getByRole('navigation', { name: 'Бэк-офис' }).getByRole('link', { name: 'Выводы' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Выводы' })).toBeVisible();
  const approve = desk.getByRole('button', { name: `Одобрить вывод ${approved}` });
  // On screen without scrolling sideways: the row is a card with the decision in it.
  await approve.scrollIntoViewIfNeeded();
  const box = (await approve.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await shot(desk, 'console-ru-withdrawals');
  await approve.click();
  const review = desk.getByRole('region', { name: new RegExp(`^Вывод ${approved} для `) });
  await expect(review).toContainText('Баланс сейчас');
  await review.scrollIntoViewIfNeeded();
  await shot(desk, 'console-ru-approval-review');
  await review.getByRole('button', { name: `Подтвердить одобрение вывода ${approved}` }).click();
  await expect(desk.getByText('Одобрение записано.')).toBeVisible();

  await desk.getByRole('button', { name: `Отклонить вывод ${rejected}` }).click();
  await desk.getByRole('textbox', { name: 'Причина отказа' }).fill(REASON);
  await desk.getByRole('button', { name: 'Отклонить и вернуть' }).click();
  await expect(desk.getByText('Отклонено; сумма вернулась игроку.')).toBeVisible();

  await desk.getByRole('navigation', { name: 'Бэк-офис' }).getByRole('link', { name: 'Игроки' }).click();
  await desk.getByRole('searchbox', { name: 'Поиск игроков' }).fill('wanda_w');
  await desk.getByRole('button', { name: 'Найти' }).click();
  await desk.getByRole('link', { name: 'Открыть wanda_w' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Игрок @wanda_w' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Выводы' })).toContainText(REASON);
  await shot(desk, 'console-ru-player');
  await desk.getByRole('table', { name: 'Выписка' }).scrollIntoViewIfNeeded();
  await shot(desk, 'console-ru-player-statement');
  await desk.getByRole('table', { name: 'Выводы' }).scrollIntoViewIfNeeded();
  await shot(desk, 'console-ru-player-withdrawals');
  await desk.context().close();

  for (const language of ['en', 'ar'] as const) {
    // A fresh browser each: the app keeps the language it started in (docs/product.md section 4).
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await TelegramProxy.install(page);
    await page.goto(`${server.url}wallet#${launchHash({ user: { ...player, language_code: language } })}`);
    const history = page.getByRole('region', { name: language === 'en' ? 'History' : 'السجل' });
    const rejectedLine = history.getByRole('listitem').filter({ hasText: REASON });
    await expect(rejectedLine).toBeVisible({ timeout: 15_000 });
    await expect(rejectedLine).toContainText(language === 'en' ? 'Balance after: ' : 'الرصيد بعدها: ');
    await rejectedLine.scrollIntoViewIfNeeded();
    await shot(page, `statement-${language}`);
    await page.context().close();
  }
});
