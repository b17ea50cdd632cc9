/**
 * A blocked country's player is flagged for the back office (docs/compliance.md, "Jurisdiction
 * signals") on each database: the first stake or deposit a country the licence does not cover
 * refuses flags the player once, audited by nobody (the signals' check), and the compliance queue
 * shows them with that country as the reason; refused again, also five times at once, nothing more
 * is written; an operator's clearing closes it, and the same country refusing again does not flag
 * them again, another one does. A withdrawal, which a blocked country never refuses, flags nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { recordSignal } from '../../server/verification/jurisdiction-signals';
import { adminCall, adminEnv, ADMIN, login, VIEWER, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { countryMmdb } from './helpers/mmdb-writer';
import { acceptTerms, describeEachDb, type ServerContext } from './helpers/test-server';
import { newPlayer, paymentsEnv, type Player } from './helpers/withdrawal-kit';

const dir = mkdtempSync(join(tmpdir(), 'blocked-flag-'));
const countryDb = join(dir, 'countries.mmdb');
writeFileSync(countryDb, countryMmdb({ '198.51.100.0/24': 'US', '192.0.2.0/24': 'KP' }));
const profiles = join(dir, 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      US: { allowed: false, tier: { stake: 2, deposit: 2, withdraw: 0 } },
      KP: { allowed: false, tier: { stake: 2, deposit: 2, withdraw: 0 } },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
    },
  }),
);

const US = { 'x-forwarded-for': '198.51.100.9' };
const KP = { 'x-forwarded-for': '192.0.2.9' };

const stake = (ctx: ServerContext, player: Player, headers: Record<string, string>) =>
  ctx.call('POST', '/api/v1/game/orders', { user: player.user, body: { game: 'odd_even', option: 'odd', amount: '1' }, headers: { ...headers, 'idempotency-key': `o-${Math.random()}` } });

async function flagState(ctx: ServerContext, player: Player) {
  const [signals] = await ctx.db.query<{ flagged: boolean }>('SELECT flagged FROM jurisdiction_signals WHERE user_id = $1', [player.id]);
  const blocks = await ctx.db.query<{ country: string; action: string }>('SELECT country, action FROM jurisdiction_blocks WHERE user_id = $1 ORDER BY id', [player.id]);
  const audits = await ctx.db.query<{ operator_telegram_id: string; reason: string }>(
    "SELECT operator_telegram_id::text, reason FROM audit_log WHERE action = 'player.country_blocked' AND target = $1 ORDER BY id",
    [`player:${player.id}`],
  );
  return { flagged: signals?.flagged ?? false, blocks, audits };
}

describeEachDb(
  'a blocked country’s player, flagged for the back office',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));
    const queued = async (player: Player) =>
      (await adminCall(ctx, await as(VIEWER), 'GET', '/compliance/queue')).json.data.flagged.find((row: { id: number }) => row.id === player.id);

    it('the first refusal flags the player once, audited, and the queue names the blocked country; five more at once add nothing', async () => {
      const player = await newPlayer(ctx, { bound: false });
      const refused = await stake(ctx, player, US);
      expect([refused.status, refused.json.error.code]).toEqual([403, 'jurisdiction_blocked']);
      expect(await flagState(ctx, player)).toEqual({
        flagged: true,
        blocks: [{ country: 'US', action: 'stake' }],
        audits: [{ operator_telegram_id: '0', reason: 'US is not covered (stake refused; ip US)' }],
      });
      expect(await queued(player)).toMatchObject({ ip: 'US', reasons: [{ kind: 'blocked_country', countries: ['US'] }] });

      await acceptTerms(ctx, player.user);
      const refusals = await Promise.all([
        ...Array.from({ length: 4 }, () => stake(ctx, player, US)),
        ctx.call('GET', '/api/v1/wallet/proof-payload', { user: player.user, headers: US }),
      ]);
      expect(refusals.map((one) => one.json.error.code)).toEqual(Array.from({ length: 5 }, () => 'jurisdiction_blocked'));
      expect(await flagState(ctx, player)).toMatchObject({ blocks: [{ country: 'US', action: 'stake' }], audits: [expect.anything()] });
    });

    it('a first refusal at once from several requests is recorded once', async () => {
      const player = await newPlayer(ctx, { bound: false });
      await Promise.all(Array.from({ length: 5 }, () => stake(ctx, player, US)));
      expect(await flagState(ctx, player)).toMatchObject({ flagged: true, blocks: [{ country: 'US' }], audits: [expect.anything()] });
    });

    it('an operator’s clearing closes it: the same country refusing again flags nothing, another country flags again', async () => {
      const player = await newPlayer(ctx, { bound: false });
      await stake(ctx, player, US);
      const cleared = await adminCall(ctx, await as(ADMIN), 'POST', `/players/${player.id}/flag/clear`, { reason: 'Travelling; lives in Malta' }, { headers: { 'idempotency-key': `c-${player.id}` } });
      expect(cleared.status).toBe(201);
      expect(await queued(player)).toBeUndefined();

      expect((await stake(ctx, player, US)).json.error.code).toBe('jurisdiction_blocked');
      expect(await flagState(ctx, player)).toMatchObject({ flagged: false, audits: [expect.anything()] });
      expect(await queued(player)).toBeUndefined();

      // Another blocked country is news: flagged again, and only it is the open reason
      // (the IP moved on, so the signals name one country again: no disagreement).
      expect((await stake(ctx, player, KP)).json.error.code).toBe('jurisdiction_blocked');
      expect(await flagState(ctx, player)).toMatchObject({ flagged: true, blocks: [{ country: 'US' }, { country: 'KP' }] });
      expect((await queued(player)).reasons).toEqual([{ kind: 'blocked_country', countries: ['KP'] }]);
    });

    it('a declared blocked residence flags with the residence named; a withdrawal never flags', async () => {
      const player = await newPlayer(ctx, { bound: false });
      await recordSignal(ctx.db, player.id, 'residence', 'KP', new Date());
      await ctx.call('POST', '/api/v1/wallet/withdrawals', { user: player.user, body: { amount: '5' }, headers: { 'idempotency-key': `w-${player.id}` } });
      expect(await flagState(ctx, player)).toEqual({ flagged: false, blocks: [], audits: [] });
      await stake(ctx, player, {});
      expect(await flagState(ctx, player)).toEqual({
        flagged: true,
        blocks: [{ country: 'KP', action: 'stake' }],
        audits: [{ operator_telegram_id: '0', reason: 'KP is not covered (stake refused; residence KP)' }],
      });
    });
  },
  { ...paymentsEnv('http://127.0.0.1:43001'), ...adminEnv(), JURISDICTION_PROFILES: profiles, GEOIP_COUNTRY_DB: countryDb, TRUST_PROXY: '127.0.0.1' },
);
