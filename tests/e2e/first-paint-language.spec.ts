import type { Page } from '@playwright/test';
import { messages as de } from '../../src/i18n/messages/de';
import { enAll as en } from '../../src/i18n/messages/en-all';
import { freshUser } from './play-api';
import { expect, test } from './telegram-host';

/**
 * A German player's first paint is German, never English (docs/performance.md, "No
 * flash of the wrong language"). An init script, run before any of the page's own, records the
 * text of every text node the page ever puts in the document from navigation start: what the
 * parser inserts (a prerendered shell), what React renders, and every later text change. English
 * that was in the document for a single frame is in that record.
 */
async function recordPaintedText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __paintedText: Set<string> }).__paintedText = seen;
    const note = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) seen.add(text);
        return;
      }
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) note(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') note(record.target);
        else record.addedNodes.forEach(note);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const paintedText = (page: Page) => page.evaluate(() => [...(window as unknown as { __paintedText: Set<string> }).__paintedText]);

/** Home's English texts (bottom bar, headings, games, the order form) that German words differently. */
const englishOfHome: string[] = Object.entries(en)
  .filter(([id, text]) => /^(nav|home|game|order)\./.test(id) && !text.includes('{') && de[id as keyof typeof en] !== text)
  .map(([, text]) => text);

async function expectGermanFromTheFirstPaint(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: de['order.place'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: de['nav.label'] }).getByRole('link', { name: de['nav.friends'] })).toBeVisible();
  const painted = await paintedText(page);
  expect(painted).toEqual(expect.arrayContaining([de['order.place'], de['nav.home'], de['nav.friends'], de['nav.profile']]));
  expect(englishOfHome.length).toBeGreaterThan(20); // the list really holds home's texts
  expect(painted.filter((text) => englishOfHome.includes(text))).toEqual([]);
}

test('a Telegram launch with language_code de paints home in German from the first frame', async ({ page, telegram }) => {
  await recordPaintedText(page);
  await telegram.open('/', { user: { ...freshUser('Erstes'), language_code: 'de' } });
  await expectGermanFromTheFirstPaint(page);
});

test('a stored German setting paints home in German from the first frame, whatever Telegram says', async ({ page, telegram }) => {
  const user = freshUser('Gespeichert');
  await telegram.open('/profile/edit', { user });
  await page.getByRole('radio', { name: /German/ }).check();
  await expect(page.getByRole('heading', { level: 1, name: de['profileEdit.title'] })).toBeVisible();

  await recordPaintedText(page); // for the next navigation on
  await telegram.open('/', { user: { ...user, language_code: 'en' } });
  await expectGermanFromTheFirstPaint(page);
});
