/** The invite card's words (server/referrals/invite-card-texts.ts): every language its own, within Telegram's limits. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/contract/languages';
import { inviteCardText } from '../../../server/referrals/invite-card-texts';

describe('inviteCardText', () => {
  it('gives each language its own text and button, the button within 64 characters', () => {
    const english = inviteCardText('en');
    expect(english).toEqual({ text: 'Join me in SendsWin: pick a side, place a stake and win USDT!', button: 'Play SendsWin' });
    const cards = LANGUAGE_CODES.map((language) => inviteCardText(language));
    expect(cards.filter(({ text, button }) => !text.includes('SendsWin') || button.length === 0 || button.length > 64)).toEqual([]);
    // Each language's own words: no card repeats another's.
    expect(new Set(cards.map(({ text }) => text)).size).toBe(LANGUAGE_CODES.length);
    expect(inviteCardText('de').button).toBe('SendsWin spielen');
  });
});
