import { expect, it } from 'vitest';
import { referralLink, telegramShareUrl } from '../../src/features/friends/referral-link';

it('is the bot’s Main Mini App link with the ref code as start parameter', () => {
  expect(referralLink('ab12_-Z', 'some_bot')).toBe('https://t.me/some_bot?startapp=ab12_-Z');
  // VITE_BOT_USERNAME from .env
  expect(referralLink('ab12')).toBe('https://t.me/sendswin_bot?startapp=ab12');
  expect(referralLink('a b&c')).toBe('https://t.me/sendswin_bot?startapp=a%20b%26c');
});

it('wraps a link in Telegram’s share URL', () => {
  expect(telegramShareUrl('https://t.me/b?startapp=x', 'Play & win')).toBe(
    'https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fb%3Fstartapp%3Dx&text=Play%20%26%20win',
  );
});
