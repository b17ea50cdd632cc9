/**
 * The wallet while a player's held deposits go home (docs/player-protection.md, "Taking held
 * deposits back") under axe-core, in English and in Arabic (right to left): no serious or critical
 * violation. A player on a break whose deposit was held asks for it back through the API; the
 * wallet then says the money is going back to their wallet.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { newTestWallet } from '../server/helpers/ton-connect-proof';
import { authHeader } from './play-api';
import { launchHash } from './telegram-host';
import { bindByApi, expect, test } from './wallet-fixture';

const GOING_HOME = { en: 'Your held deposits, 25.00 USDT, are going back to your wallet', ar: 'ودائعك المحجوزة' };

for (const language of ['en', 'ar'] as const) {
  test(`the wallet saying held deposits are going home has no serious or critical axe violation in ${language}`, async ({ page, telegram: _telegram, payments }) => {
    test.setTimeout(120_000);
    const server = await payments.start();
    const player = { id: 700_000_620 + (language === 'ar' ? 1 : 0), first_name: 'Held', last_name: 'Home', language_code: language };
    await bindByApi(server, { user: player, authDate: Math.floor(Date.now() / 1000) }, newTestWallet('v5'));
    const api = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      fetch(new URL(`api/v1${path}`, server.url), {
        method: init.method ?? 'GET',
        headers: { Authorization: authHeader(player), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const wallet = async () => ((await (await api('/wallet')).json()) as { data: { depositMemo: string; held: string } }).data;

    // On a break, a deposit is held; the player takes it back.
    expect((await api('/player/self-exclusion', { method: 'POST', body: { months: 6 } })).status).toBe(200);
    payments.chain.deposit({ units: 25_000_000n, memo: (await wallet()).depositMemo });
    await expect.poll(async () => (await wallet()).held, { timeout: 30_000 }).toBe('25.000000');
    expect((await api('/wallet/held/withdraw', { method: 'POST', headers: { 'idempotency-key': `home-${language}` } })).status).toBe(201);

    await page.goto(`${server.url}wallet#${launchHash({ user: player })}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(GOING_HOME[language])).toBeVisible({ timeout: 15_000 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
}
