/**
 * The wallet and protection screens with a bound wallet on a phone (docs/payments.md, "Addresses on
 * screen"): the wallet shows as a short, copyable, user-friendly chip with a Change path, the page
 * never scrolls sideways (a raw 0:… address once widened it to 698 px on a 390 px phone), a reload
 * still shows the bound wallet rather than "Connect wallet", and nothing is logged as an error.
 */
import type { Page } from '@playwright/test';
import { launchHash } from './telegram-host';
import { bindByApi, expect, injectWallet, shortFriendly, test } from './wallet-fixture';
import { newTestWallet } from '../server/helpers/ton-connect-proof';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];
const TEXTS = {
  en: { change: 'Change wallet', connect: 'Connect wallet', protection: 'Play safely' },
  ar: { change: 'تغيير المحفظة', connect: 'ربط المحفظة', protection: null },
} as const;

/** The document is no wider than the viewport: nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const size of SIZES) {
  for (const language of ['en', 'ar'] as const) {
    test(`${size.width}x${size.height} in ${language}: a bound wallet is a short chip with Change, no sideways scroll on wallet and protection, even after a reload`, async ({ page, telegram: _telegram, payments }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      const server = await payments.start();
      const player = { id: 700_000_400 + size.width + (language === 'ar' ? 1 : 0), first_name: 'Lay', last_name: 'Out', language_code: language };
      const wallet = newTestWallet('v5');
      await bindByApi(server, { user: player, authDate: Math.floor(Date.now() / 1000) }, wallet);
      await injectWallet(page);
      const errors = recordErrors(page);

      await page.goto(`${server.url}wallet#${launchHash({ user: player })}`);
      // Deposit and withdraw both name the bound wallet; the first is the deposit section's.
      const chip = page.getByText(shortFriendly(wallet.address), { exact: true }).first();
      await expect(chip).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: TEXTS[language].change })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXTS[language].connect, exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      if (size.width === 390) await page.screenshot({ path: `test-results/screens/wallet-bound-${language}.png`, fullPage: true });

      await page.reload();
      await expect(chip).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: TEXTS[language].connect, exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await page.goto(`${server.url}profile/protection#${launchHash({ user: player })}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (TEXTS[language].protection) await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].protection!);
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
    });
  }
}
