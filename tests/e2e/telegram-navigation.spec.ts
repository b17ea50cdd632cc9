import { loadEnv } from 'vite';
import { expect, test } from './telegram-host';

// The Support link the build was made with (.env, as `vite build` reads it): a t.me chat link.
const SUPPORT_PATH = new URL(loadEnv('production', process.cwd()).VITE_SUPPORT_URL ?? '').pathname;

const backButton = (visible: boolean) => ({ eventType: 'web_app_setup_back_button', eventData: { is_visible: visible } });
const backButtonEvents = async (events: Promise<Array<{ eventType: string }>>) =>
  (await events).filter((event) => event.eventType === 'web_app_setup_back_button');

test('Telegram back button: shown on /profile/edit, a press goes back and hides it', async ({ telegram, page }) => {
  await telegram.open('/profile', { version: '7.10' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(await backButtonEvents(telegram.events())).toEqual([]); // a bottom-bar root

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect.poll(() => backButtonEvents(telegram.events())).toEqual([backButton(true)]);

  await telegram.send('back_button_pressed');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect.poll(() => backButtonEvents(telegram.events())).toEqual([backButton(true), backButton(false)]);
});

test('Telegram back button: History, reached from Home, gets it too', async ({ telegram, page }) => {
  await telegram.open('/', { version: '6.1' });
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect.poll(() => backButtonEvents(telegram.events())).toEqual([backButton(true)]);
  await telegram.send('back_button_pressed');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('before 6.1 there is no back button to show', async ({ telegram, page }) => {
  await telegram.open('/profile/edit', { version: '6.0' });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect.poll(() => telegram.events()).toContainEqual({ eventType: 'web_app_ready', eventData: '' });
  expect(await backButtonEvents(telegram.events())).toEqual([]);
});

test('Support opens the chat inside Telegram (openTelegramLink), not a browser tab', async ({ telegram, page, context }) => {
  let tabs = 0;
  context.on('page', () => (tabs += 1));
  await telegram.open('/', { version: '7.10' });
  await page.getByRole('link', { name: 'Support' }).click();
  await expect
    .poll(() => telegram.events())
    .toContainEqual({ eventType: 'web_app_open_tg_link', eventData: { path_full: SUPPORT_PATH } });
  expect(tabs).toBe(0);
});
