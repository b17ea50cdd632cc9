import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('CLOCK_OFFSET_S', () => {
  it('is 0 when unset', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).clockOffsetS).toBe(0);
  });

  it('parses whole seconds, negative too', () => {
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_S: '-604800' }).clockOffsetS).toBe(-604_800);
    expect(loadConfig({ NODE_ENV: 'development', CLOCK_OFFSET_S: '3600' }).clockOffsetS).toBe(3600);
  });

  it('rejects what is not an integer, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_S: '1.5' })).toThrow(/CLOCK_OFFSET_S/);
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_S: 'soon' })).toThrow(ConfigError);
  });

  it('is refused in production with a one-line reason', () => {
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', CLOCK_OFFSET_S: '-604800' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/CLOCK_OFFSET_S .*refused when NODE_ENV=production/);
    expect(message).not.toContain('\n');
    expect(loadConfig({ ...env, CLOCK_OFFSET_S: undefined }).clockOffsetS).toBe(0);
  });
});

describe('TELEGRAM_API_BASE and BOT_USERNAME', () => {
  it('default to Telegram’s Bot API and the app’s bot', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.telegramApiBase).toBe('https://api.telegram.org');
    expect(config.botUsername).toBe('sendswin_bot');
  });

  it('take a stand-in URL, without its trailing slash', () => {
    expect(loadConfig({ NODE_ENV: 'test', TELEGRAM_API_BASE: 'http://127.0.0.1:4271/' }).telegramApiBase).toBe('http://127.0.0.1:4271');
  });

  it.each(['not a url', 'ftp://api.telegram.org', 'https://api.telegram.org/?x=1'])('refuse TELEGRAM_API_BASE=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TELEGRAM_API_BASE: value })).toThrow(/TELEGRAM_API_BASE/);
  });

  it('need https in production (the URL carries the bot token)', () => {
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', TELEGRAM_API_BASE: 'http://api.example' };
    expect(() => loadConfig(env)).toThrow(/TELEGRAM_API_BASE must be https/);
  });

  it.each(['@sendswin_bot', 'ab', 'has space'])('refuse BOT_USERNAME=%s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', BOT_USERNAME: value })).toThrow(/BOT_USERNAME/);
  });
});
