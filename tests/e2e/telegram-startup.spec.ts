import { expect, test, type RecordedEvent } from './telegram-host';

const expand = { eventType: 'web_app_expand', eventData: '' };
const noSwipes = { eventType: 'web_app_setup_swipe_behavior', eventData: { allow_vertical_swipe: false } };
const colours = [
  { eventType: 'web_app_set_header_color', eventData: { color: '#27272a' } },
  { eventType: 'web_app_set_bottom_bar_color', eventData: { color: '#2b3139' } },
  { eventType: 'web_app_set_background_color', eventData: { color: '#181a20' } },
];
const closingConfirmation = { eventType: 'web_app_setup_closing_behavior', eventData: { need_confirmation: true } };
const ready = { eventType: 'web_app_ready', eventData: '' };

// docs/product.md section 4: expand always; 7.7+ no vertical swipes; 7.10+ our colours; 6.2+ closing
// confirmation; then ready. Nothing else on the home screen (the back button stays hidden there).
const expected: Array<[string, RecordedEvent[]]> = [
  ['6.0', [expand, ready]],
  ['6.2', [expand, closingConfirmation, ready]],
  ['7.7', [expand, noSwipes, closingConfirmation, ready]],
  ['7.10', [expand, noSwipes, ...colours, closingConfirmation, ready]],
];

// Framed, the app first asks Telegram Web for the theme: the answer proves the parent is Telegram
// Web before the launch data is used (src/telegram/launch-trust.ts, docs/security.md).
const handshake = { eventType: 'web_app_request_theme', eventData: '' };

for (const [version, events] of expected) {
  test(`Telegram Web ${version}: the app posts exactly the start-up events of its version`, async ({ telegramWeb }) => {
    await telegramWeb.open('/', { version });
    await expect(telegramWeb.app.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect.poll(() => telegramWeb.events()).toContainEqual(ready);
    expect(await telegramWeb.events()).toEqual([handshake, ...events]);
  });
}

test('mobile proxy 7.10: the same sequence goes through TelegramWebviewProxy.postEvent', async ({ telegram, page }) => {
  await telegram.open('/', { version: '7.10' });
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => telegram.events()).toContainEqual(ready);
  expect(await telegram.events()).toEqual([expand, noSwipes, ...colours, closingConfirmation, ready]);
});

test('a theme change re-applies the three colours (7.10)', async ({ telegramWeb }) => {
  await telegramWeb.open('/', { version: '7.10' });
  await expect.poll(() => telegramWeb.events()).toContainEqual(ready);
  const before = (await telegramWeb.events()).length;
  await telegramWeb.send('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } });
  await expect.poll(async () => (await telegramWeb.events()).slice(before)).toEqual(colours);
});

test('before 7.10 a theme change sets no colours', async ({ telegramWeb }) => {
  await telegramWeb.open('/', { version: '7.7' });
  await expect.poll(() => telegramWeb.events()).toContainEqual(ready);
  const before = await telegramWeb.events();
  await telegramWeb.send('theme_changed', { theme_params: { bg_color: '#ffffff' } });
  // Nothing must arrive: whatever the app posts in answer is recorded once the round trip is back.
  await telegramWeb.settled();
  expect(await telegramWeb.events()).toEqual(before);
});
