/**
 * Jurisdiction signals (docs/compliance.md, "Jurisdiction signals") on each database: the request
 * IP's country from the operator's MMDB country database (one built here), the declared residence,
 * each recorded once per new value; signals that disagree flag the player for the back office; a
 * country whose profile does not allow play refuses real stakes and deposits with 403
 * jurisdiction_blocked, and leaves withdrawing one's balance to the tier check.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { loadConfig } from '../../server/config';
import { adminCall, adminEnv, login, VIEWER } from './helpers/admin-kit';
import { startBotApiStandIn } from './helpers/bot-api-stand-in';
import { countryMmdb } from './helpers/mmdb-writer';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { BOT_TEST_TOKEN, WEBHOOK_SECRET, contactUpdate, messageUpdate } from './helpers/telegram-updates';
import { acceptTerms, describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const dir = mkdtempSync(join(tmpdir(), 'jurisdictions-'));
const countryDb = join(dir, 'countries.mmdb');
writeFileSync(countryDb, countryMmdb({ '203.0.113.0/24': 'MT', '198.51.100.0/24': 'US', '192.0.2.0/24': 'DE' }));
const profiles = join(dir, 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      MT: { allowed: true, tier: { stake: 1, deposit: 1, withdraw: 0 } },
      US: { allowed: false, tier: { stake: 2, deposit: 2, withdraw: 0 } },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
    },
  }),
);
const { env: paymentsEnv } = await startPaymentsStandIn();
const botApi = await startBotApiStandIn({ token: BOT_TEST_TOKEN });
afterAll(() => botApi.close());

const MALTA = '203.0.113.7';
const US = '198.51.100.9';

function from(ip: string) {
  return { 'x-forwarded-for': ip };
}

async function view(ctx: ServerContext, user: InitDataUser, ip: string) {
  const response = await ctx.call('GET', '/api/v1/player/verification', { user, headers: from(ip) });
  expect(response.status).toBe(200);
  return response.json.data;
}

async function signals(ctx: ServerContext, user: InitDataUser) {
  const [row] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [user.id]);
  const summary = await ctx.db.query<{ ip_country: string | null; residence: string | null; phone_country: string | null; flagged: boolean }>(
    'SELECT ip_country, residence, phone_country, flagged FROM jurisdiction_signals WHERE user_id = $1',
    [row!.id],
  );
  const log = await ctx.db.query<{ kind: string; country: string }>('SELECT kind, country FROM jurisdiction_signal_log WHERE user_id = $1 ORDER BY id', [row!.id]);
  return { summary: summary[0] ?? null, log };
}

describeEachDb(
  'jurisdiction signals',
  (ctx) => {
    it('the request IP’s country picks the profile, and is recorded once', async () => {
      const player = newTelegramUser();
      expect(await view(ctx, player, MALTA)).toEqual({ tier: 0, required: { stake: 1, deposit: 1, withdraw: 0 }, jurisdiction: 'MT' });
      await view(ctx, player, MALTA);
      expect(await signals(ctx, player)).toEqual({ summary: { ip_country: 'MT', residence: null, phone_country: null, flagged: false }, log: [{ kind: 'ip', country: 'MT' }] });
      const order = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '1' });
      expect(order.json.error).toMatchObject({ code: 'verification_required', details: { tier: '1', action: 'stake' } });
    });

    it('five requests at once from a new country record it once', async () => {
      const player = newTelegramUser();
      await view(ctx, player, '100.64.0.1');
      await Promise.all(Array.from({ length: 5 }, () => view(ctx, player, MALTA)));
      expect((await signals(ctx, player)).log).toEqual([{ kind: 'ip', country: 'MT' }]);
    });

    it('an address the database does not know is "unknown", the "*" profile', async () => {
      expect(await view(ctx, newTelegramUser(), '100.64.0.1')).toEqual({ tier: 0, required: { stake: 0, deposit: 0, withdraw: 0 }, jurisdiction: 'unknown' });
    });

    it('a declared residence that agrees leaves the player unflagged; one that disagrees flags them and decides the profile', async () => {
      const agrees = newTelegramUser();
      await view(ctx, agrees, MALTA);
      const same = await ctx.call('POST', '/api/v1/player/residence', { user: agrees, body: { country: 'mt' }, headers: from(MALTA) });
      expect(same.status).toBe(200);
      expect(same.json.data.jurisdiction).toBe('MT');
      expect((await signals(ctx, agrees)).summary).toEqual({ ip_country: 'MT', residence: 'MT', phone_country: null, flagged: false });

      const differs = newTelegramUser();
      await view(ctx, differs, MALTA);
      const declared = await ctx.call('POST', '/api/v1/player/residence', { user: differs, body: { country: 'DE' }, headers: from(MALTA) });
      expect(declared.json.data).toEqual({ tier: 0, required: { stake: 0, deposit: 0, withdraw: 0 }, jurisdiction: 'DE' });
      expect(await signals(ctx, differs)).toEqual({ summary: { ip_country: 'MT', residence: 'DE', phone_country: null, flagged: true }, log: [{ kind: 'ip', country: 'MT' }, { kind: 'residence', country: 'DE' }] });
    });

    it('a residence that is not a country code is a 400 and records nothing', async () => {
      const player = newTelegramUser();
      const bad = await ctx.call('POST', '/api/v1/player/residence', { user: player, body: { country: 'Malta' }, headers: from(MALTA) });
      expect(bad.status).toBe(400);
      await view(ctx, player, '100.64.0.1');
      expect(await signals(ctx, player)).toEqual({ summary: null, log: [] });
    });

    it('a player in a blocked country is refused real stakes and deposits with jurisdiction_blocked, and flagged when they declare elsewhere', async () => {
      const player = newTelegramUser();
      const order = await ctx.order(player, { game: 'odd_even', option: 'odd', amount: '1' }, `k-${player.id}`);
      // From an address the database does not know: the "*" profile, where tier 0 stakes.
      expect(order.status).toBe(201);
      const call = (url: string) => ctx.call('GET', url, { user: player, headers: from(US) });
      const blockedOrder = await ctx.call('POST', '/api/v1/game/orders', { user: player, body: { game: 'odd_even', option: 'odd', amount: '1' }, headers: { ...from(US), 'idempotency-key': `b-${player.id}` } });
      expect(blockedOrder.status).toBe(403);
      expect(blockedOrder.json.error).toMatchObject({ code: 'jurisdiction_blocked', details: { country: 'US', action: 'stake' } });
      await acceptTerms(ctx, player);
      expect((await call('/api/v1/wallet/proof-payload')).json.error).toMatchObject({ code: 'jurisdiction_blocked', details: { country: 'US', action: 'deposit' } });
      const withdrawal = await ctx.call('POST', '/api/v1/wallet/withdrawals', { user: player, body: { amount: '5' }, headers: { ...from(US), 'idempotency-key': `w-${player.id}` } });
      expect(withdrawal.json.error?.code).not.toBe('jurisdiction_blocked');

      // Declaring Malta does not lift the block the IP shows; it flags the player.
      await ctx.call('POST', '/api/v1/player/residence', { user: player, body: { country: 'MT' }, headers: from(US) });
      const again = await ctx.call('POST', '/api/v1/game/orders', { user: player, body: { game: 'odd_even', option: 'odd', amount: '1' }, headers: { ...from(US), 'idempotency-key': `c-${player.id}` } });
      expect(again.json.error).toMatchObject({ code: 'jurisdiction_blocked', details: { country: 'US' } });
      expect((await signals(ctx, player)).summary).toMatchObject({ flagged: true });
    });
  },
  { ...paymentsEnv, JURISDICTION_PROFILES: profiles, GEOIP_COUNTRY_DB: countryDb, TRUST_PROXY: '127.0.0.1', DEMO_BALANCE: '100' },
);

/** Posts an update to the bot's webhook, as Telegram does. */
async function toBot(ctx: ServerContext, update: unknown): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/telegram/webhook',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    payload: JSON.stringify(update),
  });
  return response.statusCode;
}

const MALTESE_PHONE = '35699123456';
const GERMAN_PHONE = '+4915112345678';

describeEachDb(
  'the phone number’s country, shared through Telegram',
  (ctx) => {
    it('the player’s own contact records its country as the phone signal, once, and nothing of the number', async () => {
      const player = newTelegramUser();
      await view(ctx, player, MALTA);
      expect(await toBot(ctx, contactUpdate(player, { phone_number: MALTESE_PHONE, user_id: player.id }))).toBe(200);
      expect(await toBot(ctx, contactUpdate(player, { phone_number: `+${MALTESE_PHONE}`, user_id: player.id }))).toBe(200);
      expect(await signals(ctx, player)).toEqual({
        summary: { ip_country: 'MT', residence: null, phone_country: 'MT', flagged: false },
        log: [
          { kind: 'ip', country: 'MT' },
          { kind: 'phone', country: 'MT' },
        ],
      });
      // The signals agree: no flag, and no reply in the chat (the player is in the app).
      expect(botApi.calls.filter((call) => call.chatId === player.id && call.method === 'sendMessage')).toEqual([]);
      // What the bot's update and the signals leave in the database holds the country, not the number.
      const stored = await ctx.db.query<{ row: string }>(
        `SELECT row_to_json(s)::text AS row FROM jurisdiction_signals s UNION ALL SELECT row_to_json(l)::text FROM jurisdiction_signal_log l UNION ALL SELECT row_to_json(b)::text FROM bot_updates b`,
      );
      expect(stored.filter(({ row }) => row.includes('99123456'))).toEqual([]);
    });

    it('a phone from another country than the IP’s flags the player', async () => {
      const player = newTelegramUser();
      await view(ctx, player, MALTA);
      await toBot(ctx, contactUpdate(player, { phone_number: GERMAN_PHONE, user_id: player.id }));
      expect((await signals(ctx, player)).summary).toEqual({ ip_country: 'MT', residence: null, phone_country: 'DE', flagged: true });
    });

    it('a disagreement is flagged and audited once per set of countries: agreeing signals never, the same countries again not, a new country again', async () => {
      const player = newTelegramUser();
      const playerId = (await ctx.call('GET', '/api/v1/user/me', { user: player })).json.data.id as number;
      const audits = () => ctx.db.query<{ operator_telegram_id: string; reason: string; after: { countries: string[] } }>(
        "SELECT operator_telegram_id::text, reason, after FROM audit_log WHERE action = 'player.signals_disagree' AND target = $1 ORDER BY id",
        [`player:${playerId}`],
      );
      // Agree: IP, residence and phone all Malta.
      await view(ctx, player, MALTA);
      await ctx.call('POST', '/api/v1/player/residence', { user: player, body: { country: 'MT' }, headers: from(MALTA) });
      await toBot(ctx, contactUpdate(player, { phone_number: MALTESE_PHONE, user_id: player.id }));
      expect(await audits()).toEqual([]);
      // A forged contact with a German number changes nothing.
      await toBot(ctx, contactUpdate(player, { phone_number: GERMAN_PHONE, user_id: player.id + 1 }));
      expect(await audits()).toEqual([]);
      expect((await signals(ctx, player)).summary).toMatchObject({ flagged: false });

      // Disagree: the IP shows Germany. Flagged and audited once, however often it shows again.
      const GERMANY = '192.0.2.5';
      await view(ctx, player, GERMANY);
      await view(ctx, player, MALTA);
      await view(ctx, player, GERMANY);
      expect(await audits()).toEqual([{ operator_telegram_id: '0', reason: 'ip DE, residence MT, phone MT', after: expect.objectContaining({ countries: ['DE', 'MT'] }) }]);
      // A third country is a new disagreement.
      await view(ctx, player, US);
      expect((await audits()).map((a) => a.reason)).toEqual(['ip DE, residence MT, phone MT', 'ip US, residence MT, phone MT']);

      const viewer = await login(ctx, VIEWER);
      const detail = (await adminCall(ctx, viewer, 'GET', `/players/${playerId}`)).json.data.verification;
      expect(detail.signals).toEqual({ ip: 'US', residence: 'MT', phone: 'MT', flagged: true });
      expect(detail.disagreements).toEqual([
        { countries: ['DE', 'MT'], ip: 'DE', residence: 'MT', phone: 'MT', at: expect.any(String), cleared: null },
        { countries: ['MT', 'US'], ip: 'US', residence: 'MT', phone: 'MT', at: expect.any(String), cleared: null },
      ]);
      const queue = (await adminCall(ctx, viewer, 'GET', '/compliance/queue')).json.data;
      expect(queue.flagged.filter((row: { id: number }) => row.id === playerId)).toEqual([expect.objectContaining({ ip: 'US', residence: 'MT', phone: 'MT' })]);
    });

    it('ignores a contact that is not the sender’s own: someone else’s card, a card with no Telegram account, a forwarded one', async () => {
      const player = newTelegramUser();
      const someoneElse = newTelegramUser();
      await view(ctx, player, MALTA);
      const forged = [
        contactUpdate(player, { phone_number: GERMAN_PHONE, user_id: someoneElse.id }),
        contactUpdate(player, { phone_number: GERMAN_PHONE }),
        contactUpdate(player, { phone_number: GERMAN_PHONE, user_id: player.id }, { forward_origin: { type: 'user', date: 1, sender_user: { id: someoneElse.id, is_bot: false, first_name: 'X' } } }),
      ];
      for (const update of forged) expect(await toBot(ctx, update)).toBe(200);
      expect(await signals(ctx, player)).toEqual({ summary: { ip_country: 'MT', residence: null, phone_country: null, flagged: false }, log: [{ kind: 'ip', country: 'MT' }] });
      // A number that names no single country records nothing either.
      await toBot(ctx, contactUpdate(player, { phone_number: '15551234567', user_id: player.id }));
      expect((await signals(ctx, player)).summary).toMatchObject({ phone_country: null });
      // The bot still answers text as before.
      expect(await toBot(ctx, messageUpdate(player, 'hello?'))).toBe(200);
    });
  },
  { ...paymentsEnv, JURISDICTION_PROFILES: profiles, GEOIP_COUNTRY_DB: countryDb, TRUST_PROXY: '127.0.0.1', BOT_TOKEN: BOT_TEST_TOKEN, BOT_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_BASE: botApi.url, PUBLIC_URL: 'https://play.sendswin.example', ...adminEnv() },
);

describe('the country database fails closed', () => {
  it('a file that is not an MMDB database stops the server with a one-line reason', () => {
    const bad = join(dir, 'not.mmdb');
    writeFileSync(bad, 'not a database');
    expect(() => loadConfig({ NODE_ENV: 'test', GEOIP_COUNTRY_DB: bad })).toThrow(/^Invalid configuration: GEOIP_COUNTRY_DB cannot be read as an MMDB database/);
    expect(() => loadConfig({ NODE_ENV: 'test', GEOIP_COUNTRY_DB: join(dir, 'missing.mmdb') })).toThrow(/GEOIP_COUNTRY_DB cannot be read/);
  });
});
