import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../src/config-schema';

describe('parseAppConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parseAppConfig({})).toEqual({
      apiBase: '',
      supportUrl: 'https://t.me/sendswin_support',
      skipMe: false,
      telegramBotId: '123456789',
      botUsername: 'sendswin_bot',
      buildId: 'dev',
      dev: false,
    });
  });

  it('reads every variable', () => {
    const config = parseAppConfig({
      VITE_API_BASE: 'https://api.example.com/',
      VITE_SUPPORT_URL: 'https://t.me/help_chat',
      VITE_SKIP_ME: 'true',
      VITE_TELEGRAM_BOT_ID: '',
      VITE_BOT_USERNAME: 'my_game_bot',
      VITE_BUILD_ID: '1.0.0+abc',
      DEV: true,
    });
    expect(config).toEqual({
      apiBase: 'https://api.example.com',
      supportUrl: 'https://t.me/help_chat',
      skipMe: true,
      telegramBotId: '',
      botUsername: 'my_game_bot',
      buildId: '1.0.0+abc',
      dev: true,
    });
  });

  it.each([
    ['VITE_API_BASE', 'api.example.com'],
    ['VITE_SUPPORT_URL', 'http://t.me/help'],
    ['VITE_SUPPORT_URL', 'https://evil.example/t.me/x'],
    ['VITE_SKIP_ME', 'yes'],
    ['VITE_TELEGRAM_BOT_ID', '12ab'],
    ['VITE_BOT_USERNAME', '@my_game_bot'],
    ['VITE_BOT_USERNAME', 'abc'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    expect(() => parseAppConfig({ [name]: value })).toThrow(new RegExp(`^${name}=`));
  });
});
