import { loadEnv } from 'vite';
import { loginInBrowser } from './login-widget';
import { expect, test } from './telegram-host';

// The Support link the build was made with (.env, as `vite build` reads it).
const SUPPORT_URL = loadEnv('production', process.cwd()).VITE_SUPPORT_URL ?? '';

const screens = [
  ['/', 'Home'],
  ['/profile', 'Profile'],
  ['/profile/', 'Profile'],
  ['/profile/edit', 'Edit profile'],
  ['/history', 'History'],
  ['/friends', 'Friends'],
] as const;

for (const [path, heading] of screens) {
  test(`${path} renders the ${heading} screen when loaded directly`, async ({ page, telegram }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text()); // CSP violations land here
    });
    await telegram.open(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(problems).toEqual([]);
  });
}

test('unknown paths end at / with the Home screen', async ({ page, telegram }) => {
  for (const path of ['/no/such/screen', '/profile/nope']) {
    await telegram.open(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL('/');
  }
});

test('the home screen shows the invite code of a ref link', async ({ page, telegram }) => {
  await telegram.open('/?ref=friend42&lang=en');
  await expect(page.getByText('Invited with code friend42')).toBeVisible();
});

test('links between screens navigate, including nested profile routes', async ({ page, telegram }) => {
  await telegram.open('/profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL('/profile/');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('the bottom bar navigates and marks the current item', async ({ page, telegram }) => {
  await telegram.open('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const item = (name: string) => bar.getByRole('link', { name, exact: true });
  await expect(item('Home')).toHaveAttribute('aria-current', 'page');

  for (const [name, path, heading] of [
    ['Friends', '/friends', 'Friends'],
    ['Profile', '/profile', 'Profile'],
    ['Home', '/', 'Home'],
  ] as const) {
    await item(name).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(item(name)).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  }

  await telegram.open('/profile/edit');
  await expect(item('Profile')).toHaveAttribute('aria-current', 'page');
});

test('in a browser session, Support opens the configured chat link in a new tab', async ({ page, context }) => {
  expect(SUPPORT_URL).toMatch(/^https:\/\/t\.me\//);
  // No network here: answer the chat link with a stub page.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>support</title>' }),
  );
  await loginInBrowser(page); // outside Telegram: logged in with the cookie token
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Support' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(SUPPORT_URL);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/'); // the app itself stays where it was
});

test('dark theme and a 448 px column of 2:3 at a desktop viewport', async ({ page, telegram }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await telegram.open('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const rootBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect([background, rootBackground]).toContain('rgb(24, 26, 32)');

  const column = await page.locator('.column').boundingBox();
  expect(column?.width).toBe(448);
  expect(column?.x).toBe((1280 - 448) / 2);
  expect(column?.height).toBeCloseTo(448 * 1.5, 0);

  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(bar?.width).toBe(448);
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBe(900);
});
