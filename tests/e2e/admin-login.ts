/**
 * An operator's login to the back office as a browser does it: /admin, "Log in with Telegram",
 * oauth.telegram.org (played by fakeTelegramOAuth, the payload signed with the dev bot token as
 * Telegram signs it) and back to /admin with the one-time state.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN_API_BASE, ADMIN_CSRF_HEADER } from '../../src/contract/admin';
import type { E2eOperator } from './admin-operators';
import { fakeTelegramOAuth, signedLoginPayload } from './login-widget';

export async function loginOperator(page: Page, who: E2eOperator, origin = ''): Promise<void> {
  const { role: _role, ...user } = who;
  await page.unroute('https://oauth.telegram.org/**');
  await fakeTelegramOAuth(page, signedLoginPayload(user));
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Log in with Telegram' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** Logs the page's operator out through the console's own button. */
export async function logoutOperator(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in with Telegram' })).toBeVisible();
}

/**
 * A write straight from the page (its cookie, its session's CSRF token): what a person with the
 * console open could send without the buttons, e.g. an approve the role's screen disables.
 */
export function adminPostFromPage(page: Page, path: string, body: unknown = {}): Promise<{ status: number; json: { error?: { code: string } } }> {
  return page.evaluate(
    async ({ base, header, target, payload }) => {
      const session = (await (await fetch(`${base}/session`)).json()) as { data: { csrfToken: string } };
      const response = await fetch(`${base}${target}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: session.data.csrfToken },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as { error?: { code: string } } };
    },
    { base: ADMIN_API_BASE, header: ADMIN_CSRF_HEADER, target: path, payload: body },
  );
}
