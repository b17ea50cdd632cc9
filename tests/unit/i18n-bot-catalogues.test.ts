/** The bot's 17 catalogues (src/i18n/bot): complete, really translated, within Telegram's lengths. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { LANGUAGE_ENDONYMS } from '../../src/features/profile/language-endonyms';
import { BOT_CATALOGUES, botText, type BotMessageId } from '../../src/i18n/bot/catalogues';
import { en } from '../../src/i18n/bot/en';

const ids = Object.keys(en) as BotMessageId[];
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('the bot in %s', (code) => {
  const catalogue = BOT_CATALOGUES[code];

  it('has every text, with English’s placeholders and product names', () => {
    expect(new Set(Object.keys(catalogue))).toEqual(new Set(ids));
    const wrongPlaceholders = ids.filter((id) => JSON.stringify([...placeholders(catalogue[id])]) !== JSON.stringify([...placeholders(en[id])]));
    expect(wrongPlaceholders).toEqual([]);
    const lostNames = ids.filter((id) => ['SendsWin', 'USDT', '/help', '/notify'].some((name) => en[id].includes(name) && !catalogue[id].includes(name)));
    expect(lostNames).toEqual([]);
  });

  it('is translated, not English copied', () => {
    const same = ids.filter((id) => catalogue[id] === en[id]);
    expect(same).toEqual([]);
  });

  it('names its language as the app does', () => {
    expect(catalogue['language.name']).toBe(LANGUAGE_ENDONYMS[code]);
  });
});

describe.each(LANGUAGE_CODES)('Telegram’s limits in %s', (code) => {
  it('fit commands (256), descriptions (512) and short descriptions (120)', () => {
    for (const command of ['start', 'help', 'language', 'stop', 'notify', 'paysupport'] as const) {
      expect(botText(code, `command.${command}`).length).toBeLessThanOrEqual(256);
    }
    expect(botText(code, 'description').length).toBeLessThanOrEqual(512);
    expect(botText(code, 'description.short').length).toBeLessThanOrEqual(120);
  });
});

it('fills placeholders and leaves unknown ones', () => {
  expect(botText('de', 'kind.friend_joined', { name: 'Ada' })).toBe('Ada ist SendsWin über deinen Link beigetreten.');
  expect(botText('en', 'kind.friend_joined')).toBe('{name} joined SendsWin with your link.');
});
