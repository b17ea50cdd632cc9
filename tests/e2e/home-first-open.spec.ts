/**
 * The main action is above the fold on a first open: at 390x844 the game, the
 * pick, the stake and Place order are all in view and reachable by a tap without scrolling; at
 * 320x568 Place order is.
 */
import { freshUser } from './play-api';
import { describe, tapReaches } from './tap-reach';
import { expect, test } from './telegram-host';

test('a first open at 390x844 shows the game, the pick, the stake and Place order without scrolling', async ({ page, telegram }) => {
  await telegram.open('/', { user: freshUser('Fold') });
  await expect(page.getByRole('region', { name: 'How to play' })).toBeVisible(); // a first visit
  const controls = [
    page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Odd or Even' }),
    page.getByRole('radiogroup', { name: 'Game' }).getByRole('radio', { name: 'Lucky Number' }),
    page.getByRole('radiogroup', { name: 'Your pick' }).getByRole('radio').last(),
    page.getByRole('textbox', { name: 'Stake (USDT)' }),
    page.getByRole('button', { name: 'Place order' }),
  ];
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const control of controls) expect(await tapReaches(control), `${await describe(control)} is out of reach`).toBe(true);
});

test.describe('at 320x568', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('a first open shows Place order without scrolling, and a tap on it places the order', async ({ page, telegram }) => {
    await telegram.open('/', { user: freshUser('Small') });
    const place = page.getByRole('button', { name: 'Place order' });
    expect(await tapReaches(place), `${await describe(place)} is out of reach`).toBe(true);
    const box = await place.boundingBox();
    if (!box) throw new Error('Place order has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // where it is, no scrolling
    await expect(page.getByRole('region', { name: 'Result' })).toContainText(/You (won|lost)/);
  });
});
