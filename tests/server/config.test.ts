import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEV_BOT_TOKEN, loadConfig } from '../../server/config';

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
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', CLOCK_OFFSET_S: '-604800' };
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

/** The one-line reason loadConfig gives for env, or '' when it accepts it. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

const PRODUCTION = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123' };

describe('the bot settings (docs/bot.md)', () => {
  it('polls only with a real bot token', () => {
    expect(refusal({ BOT_POLLING: '1' })).toMatch(/BOT_POLLING needs a real BOT_TOKEN/);
    expect(loadConfig({ BOT_POLLING: '1', BOT_TOKEN: '42:abcdefghijklmnop' })).toMatchObject({ botPolling: true, botWebhookSecret: undefined });
  });

  it('production polling needs no webhook secret; PUBLIC_URL loses its trailing slash', () => {
    expect(loadConfig({ ...PRODUCTION, BOT_WEBHOOK_SECRET: undefined, BOT_POLLING: '1', PUBLIC_URL: 'https://play.example/' })).toMatchObject({ botPolling: true, publicUrl: 'https://play.example' });
  });
});

describe('fail closed (docs/security.md)', () => {
  it.each([
    ['a missing BOT_TOKEN', { BOT_TOKEN: undefined }, /^Invalid configuration: BOT_TOKEN is required when NODE_ENV=production$/],
    ['the published dev token', { BOT_TOKEN: DEV_BOT_TOKEN }, /BOT_TOKEN is the published dev token and refused/],
    ['INIT_DATA_MAX_AGE_S=0', { INIT_DATA_MAX_AGE_S: '0' }, /INIT_DATA_MAX_AGE_S 0 \(no age check\) is refused/],
    ['INIT_DATA_MAX_AGE_S=1e12', { INIT_DATA_MAX_AGE_S: '1000000000000' }, /INIT_DATA_MAX_AGE_S 1000000000000 is above 604800 \(7 days\) and refused/],
    ['INIT_DATA_MAX_AGE_S one second past 7 days', { INIT_DATA_MAX_AGE_S: '604801' }, /INIT_DATA_MAX_AGE_S 604801 is above 604800/],
    ['a demo balance', { DEMO_BALANCE: '1000' }, /DEMO_BALANCE credits free money and is refused/],
    ['a fractional demo balance', { DEMO_BALANCE: '0.5' }, /DEMO_BALANCE .*refused/],
    ['CLOCK_OFFSET_S', { CLOCK_OFFSET_S: '0' }, /CLOCK_OFFSET_S is for tests only and refused/],
    ['a real bot without BOT_WEBHOOK_SECRET', { BOT_WEBHOOK_SECRET: undefined }, /^Invalid configuration: BOT_WEBHOOK_SECRET is required when NODE_ENV=production/],
    ['a short BOT_WEBHOOK_SECRET', { BOT_WEBHOOK_SECRET: 'short' }, /BOT_WEBHOOK_SECRET must be 16-256 characters/],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://play.example' }, /PUBLIC_URL must be https:\/\/ when NODE_ENV=production/],
  ])('production refuses %s with a one-line reason', (_name, change, reason) => {
    const message = refusal({ ...PRODUCTION, ...change });
    expect(message).toMatch(reason);
    expect(message).not.toContain('\n');
  });

  it('production accepts a real token, a max age, no demo balance (or 0) and any HOST', () => {
    const config = loadConfig({ ...PRODUCTION, HOST: '0.0.0.0', DEMO_BALANCE: '0' });
    expect(config).toMatchObject({ production: true, host: '0.0.0.0', demoBalance: 0, initDataMaxAgeS: 86_400, metricsToken: undefined });
  });

  it('production accepts INIT_DATA_MAX_AGE_S up to 7 days exactly', () => {
    expect(loadConfig({ ...PRODUCTION, INIT_DATA_MAX_AGE_S: '604800' }).initDataMaxAgeS).toBe(604_800);
  });

  it('production credits no demo money by default (DEMO_BALANCE unset), where a dev server credits 1000', () => {
    expect(loadConfig(PRODUCTION).demoBalance).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).demoBalance).toBe(1000);
  });

  it('names every refused variable at once', () => {
    const message = refusal({ NODE_ENV: 'production', BOT_TOKEN: DEV_BOT_TOKEN, DEMO_BALANCE: '5', INIT_DATA_MAX_AGE_S: '0' });
    expect(message.split('; ')).toHaveLength(3);
    expect(message).toMatch(/BOT_TOKEN.*INIT_DATA_MAX_AGE_S.*DEMO_BALANCE/);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'example.com'])('outside production refuses HOST=%s (not loopback)', (host) => {
    for (const nodeEnv of ['development', 'test', undefined]) {
      expect(refusal({ NODE_ENV: nodeEnv, HOST: host })).toBe(
        `Invalid configuration: HOST ${host} is not a loopback address: outside NODE_ENV=production the server listens on 127.0.0.1, ::1 or localhost only`,
      );
    }
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', 'localhost'])('outside production accepts HOST=%s', (host) => {
    expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses a short or spaced METRICS_TOKEN', () => {
    expect(refusal({ ...PRODUCTION, METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN must be 16-256 printable/);
    expect(refusal({ ...PRODUCTION, METRICS_TOKEN: 'has a space in the middle' })).toMatch(/METRICS_TOKEN/);
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe('scrape-me-0123456789');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts loopback proxies in production and none elsewhere by default', () => {
    expect(loadConfig(PRODUCTION).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '' }).trustProxy).toEqual([]);
  });

  it('reads addresses, CIDR ranges and proxy-addr names', () => {
    const config = loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8, fd00::/8,192.168.1.7,uniquelocal' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.7', 'uniquelocal']);
  });

  it.each(['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.1;10.0.0.2'])('refuses %s with a one-line reason', (value) => {
    expect(refusal({ ...PRODUCTION, TRUST_PROXY: value })).toMatch(/^Invalid configuration: TRUST_PROXY must list IP addresses/);
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
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', TELEGRAM_API_BASE: 'http://api.example' };
    expect(() => loadConfig(env)).toThrow(/TELEGRAM_API_BASE must be https/);
  });

  it.each(['@sendswin_bot', 'ab', 'has space'])('refuse BOT_USERNAME=%s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', BOT_USERNAME: value })).toThrow(/BOT_USERNAME/);
  });
});

describe('PAYMENTS and the TON settings', () => {
  const on = { NODE_ENV: 'test', PAYMENTS: 'on', TON_API_BASE: 'http://127.0.0.1:4581/', TON_NETWORK: 'testnet', TON_DEPOSIT_ADDRESS: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', TON_USDT_MASTER: 'kQAHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHB3nr' };

  it('are off unless PAYMENTS=on, whatever else is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBeNull();
    expect(loadConfig({ ...on, PAYMENTS: 'off' }).payments).toBeNull();
    expect(refusal({ NODE_ENV: 'test', PAYMENTS: 'yes' })).toMatch(/^Invalid configuration: PAYMENTS /);
  });

  it('on, need the API, the network and the deposit address, each named in one line', () => {
    const message = refusal({ NODE_ENV: 'test', PAYMENTS: 'on' });
    expect(message).not.toContain('\n');
    expect(message).toContain('TON_API_BASE is required when PAYMENTS=on');
    expect(message).toContain('TON_NETWORK is required when PAYMENTS=on');
    expect(message).toContain('TON_DEPOSIT_ADDRESS is required when PAYMENTS=on');
  });

  it('read the settings, without the trailing slash; the USDT master defaults to mainnet', () => {
    const payments = loadConfig(on).payments!;
    expect(payments.apiBase).toBe('http://127.0.0.1:4581');
    expect(payments.network).toBe('testnet');
    expect(payments.depositAddress.toRawString()).toBe('0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe');
    const mainnet = loadConfig({ ...on, TON_NETWORK: 'mainnet', TON_USDT_MASTER: undefined }).payments!;
    expect(mainnet.usdtMaster.toString()).toBe('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
  });

  it('refuse a bad address, a testnet on the mainnet master, and plain http in production', () => {
    expect(refusal({ ...on, TON_DEPOSIT_ADDRESS: 'not-an-address' })).toMatch(/TON_DEPOSIT_ADDRESS must be a TON address/);
    expect(refusal({ ...on, TON_USDT_MASTER: undefined })).toMatch(/TON_USDT_MASTER is the mainnet USDT master but TON_NETWORK=testnet/);
    const production = { ...on, NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters', TON_NETWORK: 'mainnet', TON_USDT_MASTER: undefined };
    expect(refusal(production)).toMatch(/TON_API_BASE must be https:\/\/ when NODE_ENV=production/);
    expect(refusal({ ...production, TON_API_BASE: 'https://toncenter.com' })).toMatch(/PUBLIC_URL is required when PAYMENTS=on and NODE_ENV=production/);
    const ready = { ...production, TON_API_BASE: 'https://toncenter.com', PUBLIC_URL: 'https://play.example.com/app' };
    expect(refusal(ready)).toMatch(/TON_HOT_WALLET_MNEMONIC_FILE is required when PAYMENTS=on and NODE_ENV=production/);
    const accepted = loadConfig({ ...ready, TON_HOT_WALLET_MNEMONIC_FILE: '/run/secrets/hot-wallet' }).payments!;
    expect(accepted.proofDomain).toBe('play.example.com');
    expect(accepted.hotWalletMnemonicFile).toBe('/run/secrets/hot-wallet');
  });

  it('read the withdrawal limits in USDT and refuse ones that cannot work', () => {
    const payments = loadConfig({ ...on, WITHDRAW_MIN: '2.5', WITHDRAW_DAILY_MAX: '100', WITHDRAW_APPROVAL_ABOVE: '20' }).payments!;
    expect([payments.withdrawMinMicro, payments.withdrawDailyMaxMicro, payments.withdrawApprovalAboveMicro]).toEqual([2_500_000n, 100_000_000n, 20_000_000n]);
    expect(loadConfig(on).payments!.withdrawMinMicro).toBe(1_000_000n);
    expect(refusal({ ...on, WITHDRAW_MIN: '1.0000001' })).toMatch(/WITHDRAW_MIN must be a USDT amount with at most 6 decimals/);
    expect(refusal({ ...on, WITHDRAW_MIN: '0' })).toMatch(/WITHDRAW_MIN must be above 0/);
    expect(refusal({ ...on, WITHDRAW_MIN: '10', WITHDRAW_DAILY_MAX: '5' })).toMatch(/WITHDRAW_DAILY_MAX must be at least WITHDRAW_MIN/);
  });
});

describe('REALITY_CHECK_MINUTE_S', () => {
  it('is a real minute when unset, and shortens it outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).realityCheckMinuteMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: 'test', REALITY_CHECK_MINUTE_S: '1' }).realityCheckMinuteMs).toBe(1000);
    // A fraction, so an e2e test's 15-"minute" interval lasts seconds.
    expect(loadConfig({ NODE_ENV: 'test', REALITY_CHECK_MINUTE_S: '0.5' }).realityCheckMinuteMs).toBe(500);
    expect(() => loadConfig({ NODE_ENV: 'test', REALITY_CHECK_MINUTE_S: '0.05' })).toThrow(/REALITY_CHECK_MINUTE_S/);
    expect(() => loadConfig({ NODE_ENV: 'test', REALITY_CHECK_MINUTE_S: '0' })).toThrow(/REALITY_CHECK_MINUTE_S/);
  });

  it('is refused in production with a one-line reason', () => {
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', REALITY_CHECK_MINUTE_S: '1' };
    expect(() => loadConfig(env)).toThrow(/REALITY_CHECK_MINUTE_S .*refused when NODE_ENV=production/);
  });
});

describe('TEST_FAILPOINT', () => {
  it('is refused in production with a one-line reason (it would stop a payment half way)', () => {
    const env = { NODE_ENV: 'production', BOT_TOKEN: '42:abcdefghijklmnop', BOT_WEBHOOK_SECRET: 'test-webhook-secret-0123', TEST_FAILPOINT: 'withdrawal:transferred' };
    expect(refusal(env)).toMatch(/^Invalid configuration: TEST_FAILPOINT .*refused when NODE_ENV=production$/);
    expect(refusal({ ...env, TEST_FAILPOINT: undefined })).toBe('');
    expect(refusal({ NODE_ENV: 'test', TEST_FAILPOINT: 'withdrawal:transferred' })).toBe('');
  });
});

describe('JURISDICTION_PROFILES (docs/compliance.md)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-profiles-'));
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('is one "*" profile with tier 0 and complaint days 5 and 28 when unset', () => {
    const profile = loadConfig({ NODE_ENV: 'test' }).jurisdictions.of('MT');
    expect(profile).toMatchObject({ allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, complaintDays: { protection: 5, other: 28 } });
  });

  it('reads a profile per country, "*" for any other and for an unknown one', () => {
    const path = file(
      'good.json',
      JSON.stringify({
        profiles: {
          CW: { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 1 }, raiseToTier2: { eur: 2000, days: 180 }, selfExclusionMonths: [12, 36, 60, null], complaintDays: { protection: 5, other: 28 } },
          US: { allowed: false, tier: { stake: 2, deposit: 2, withdraw: 0 } },
          '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, complaintDays: { protection: 3, other: 14 } },
        },
      }),
    );
    const { jurisdictions } = loadConfig({ NODE_ENV: 'test', JURISDICTION_PROFILES: path, KYC_EUR_PER_USDT: '0.92' });
    expect(jurisdictions.of('cw')).toMatchObject({ tier: { stake: 1 }, selfExclusionMonths: [12, 36, 60, null] });
    expect(jurisdictions.of('US').allowed).toBe(false);
    expect(jurisdictions.of('FR').complaintDays).toEqual({ protection: 3, other: 14 });
    expect(jurisdictions.of(null).complaintDays).toEqual({ protection: 3, other: 14 });
  });

  it('reads default limits in micro-USDT, in the contract’s order of kinds and periods, none where a profile names none', () => {
    const path = file(
      'limits.json',
      JSON.stringify({
        profiles: {
          MT: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, defaultLimits: { stake: { month: 400 }, deposit: { week: 250.5, day: 50 } } },
          '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
        },
      }),
    );
    const { jurisdictions } = loadConfig({ NODE_ENV: 'test', JURISDICTION_PROFILES: path });
    expect(jurisdictions.of('MT').defaultLimits).toEqual([
      { kind: 'deposit', period: 'day', amountMicro: 50_000_000n },
      { kind: 'deposit', period: 'week', amountMicro: 250_500_000n },
      { kind: 'stake', period: 'month', amountMicro: 400_000_000n },
    ]);
    expect(jurisdictions.of('FR').defaultLimits).toEqual([]);
    expect(jurisdictions.hasDefaultLimits).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jurisdictions.hasDefaultLimits).toBe(false);
  });

  it.each<[string, string, RegExp]>([
    ['a missing file', join(tmpdir(), 'sendswin-no-such-profiles.json'), /JURISDICTION_PROFILES cannot be read/],
    ['a file that is no JSON', 'not json', /JURISDICTION_PROFILES cannot be read as JSON/],
    ['no "*" profile', JSON.stringify({ profiles: { MT: { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 1 } } } }), /must include "\*"/],
    ['a tier of 3', JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 3, deposit: 0, withdraw: 0 } } } }), /JURISDICTION_PROFILES profiles\.\*\.tier\.stake/],
    ['a country that is no alpha-2 code', JSON.stringify({ profiles: { Malta: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } }, '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } } } }), /alpha-2/],
    ['a misspelt field', JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, complaintDay: {} } } }), /complaintDay|Unrecognized/],
    ...(
      [
        ['a default limit of a kind the server does not know', { wager: { day: 10 } }, /JURISDICTION_PROFILES profiles\.\*\.defaultLimits Unrecognized key: "wager"/],
        ['a default limit of a period the server does not know', { deposit: { year: 10 } }, /JURISDICTION_PROFILES profiles\.\*\.defaultLimits\.deposit Unrecognized key: "year"/],
        ['a default limit of 0', { deposit: { day: 0 } }, /profiles\.\*\.defaultLimits\.deposit\.day must be a USDT amount above 0/],
        ['a negative default limit', { loss: { week: -5 } }, /profiles\.\*\.defaultLimits\.loss\.week must be a USDT amount/],
        ['a default limit with more than 6 decimals', { stake: { day: 1.0000001 } }, /defaultLimits\.stake\.day must be a USDT amount/],
        ['a default limit above what a player may set', { stake: { month: 2_000_000 } }, /defaultLimits\.stake\.month must be a USDT amount above 0 and at most 1000000\.000000/],
        ['a default limit that is no number', { deposit: { day: '50' } }, /defaultLimits\.deposit\.day/],
      ] as const
    ).map(([name, defaultLimits, message]): [string, string, RegExp] => [name, JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, defaultLimits } } }), message]),
  ])('stops the server on %s, in one line', (_name, content, message) => {
    const path = content.startsWith('/') ? content : file(`bad-${Math.random()}.json`, content);
    const refused = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', JURISDICTION_PROFILES: path });
        return null;
      } catch (error) {
        return error as Error;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused?.message).toMatch(message);
    expect(refused?.message).not.toContain('\n');
  });
});
