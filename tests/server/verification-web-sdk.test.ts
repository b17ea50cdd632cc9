/**
 * What the app's verification screen needs of the server (docs/compliance.md, "In the app"): the
 * Web SDK's script URL beside its token (the provider's published builder unless KYC_SDK_URL names
 * another), a document CSP that opens the SDK's and the provider's origins only with a provider
 * configured, and a KYC_SDK_URL that fails closed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SUMSUB_SDK_URL } from '../../server/compliance/kyc-config';
import { loadConfig } from '../../server/config';
import { startKycStandIn } from './helpers/sumsub-stand-in';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

const kyc = await startKycStandIn();
afterAll(() => kyc.close());
// A profile that asks tier 1, so a new player is below it and gets a token.
const profilesFile = join(mkdtempSync(join(tmpdir(), 'profiles-')), 'profiles.json');
writeFileSync(profilesFile, JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 0 } } } }));
const SDK_URL = 'https://websdk.provider.example/builder.js';
const directive = (headers: Record<string, unknown>, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(String(headers['content-security-policy']))?.[1];

describeEachDb(
  'the Web SDK with a provider',
  (ctx) => {
    it('hands out the SDK’s script URL beside its token, and opens its and the provider’s origins in the app’s CSP', async () => {
      const view = await ctx.call('GET', '/api/v1/player/verification', { user: newTelegramUser() });
      expect(view.json.data).toMatchObject({ sdkToken: expect.any(String), sdkUrl: SDK_URL });
      const page = await ctx.call('GET', '/');
      const origins = `https://websdk.provider.example ${kyc.url}`;
      expect(directive(page.headers, 'script-src')).toBe(`'self' ${origins}`);
      expect(directive(page.headers, 'frame-src')).toBe(`'self' ${origins}`);
      expect(directive(page.headers, 'connect-src')).toBe(`'self' ${origins}`);
    });
  },
  { ...kyc.env, KYC_SDK_URL: SDK_URL, JURISDICTION_PROFILES: profilesFile },
);

describeEachDb('the Web SDK without a provider', (ctx) => {
  it('opens nothing for it', async () => {
    const page = await ctx.call('GET', '/');
    expect(directive(page.headers, 'script-src')).toBe("'self'");
    expect(directive(page.headers, 'frame-src')).toBeUndefined();
  });
});

describe('KYC_SDK_URL', () => {
  it('defaults to the provider’s published builder, and fails closed when set without a provider or over http in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...kyc.env }).kyc?.sdkUrl).toBe(SUMSUB_SDK_URL);
    expect(() => loadConfig({ NODE_ENV: 'test', KYC_SDK_URL: SDK_URL })).toThrow(/KYC_SDK_URL is set without KYC_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...kyc.env, KYC_SDK_URL: 'not a url' })).toThrow(/KYC_SDK_URL/);
  });
});
