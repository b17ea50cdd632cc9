/**
 * Self-exclusion lengths per jurisdiction (docs/compliance.md, "Jurisdiction profiles") on each
 * database: the protection view offers the lengths of the player's profile, picked from their
 * signals; POST /player/self-exclusion accepts exactly those (422 exclusion_not_offered otherwise,
 * changing nothing); a permanent one ('infinity' in the table, which pg and PGlite read alike)
 * refuses orders for good, is never shortened, and keeps promotional messages off.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { PERMANENT_EXCLUSION_UNTIL } from '../../src/contract/protection';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const profiles = join(mkdtempSync(join(tmpdir(), 'exclusion-')), 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      CW: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, selfExclusionMonths: [12, 36, 60, null] },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
    },
  }),
);

const bet = { game: 'odd_even', option: 'odd', amount: '1' };

async function protection(ctx: ServerContext, user: InitDataUser) {
  const response = await ctx.call('GET', '/api/v1/player/protection', { user });
  expect(response.status).toBe(200);
  return response.json.data;
}

async function curacaoPlayer(ctx: ServerContext): Promise<InitDataUser> {
  const user = newTelegramUser();
  expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country: 'CW' } })).status).toBeLessThan(300);
  return user;
}

const exclude = (ctx: ServerContext, user: InitDataUser, months: number | null) => ctx.call('POST', '/api/v1/player/self-exclusion', { user, body: { months } });

describeEachDb(
  'self-exclusion lengths per jurisdiction',
  (ctx) => {
    it('offers the default lengths where the profile names none, and refuses any other with 422', async () => {
      const user = newTelegramUser();
      expect(await protection(ctx, user)).toMatchObject({ selfExclusionMonths: [6, 12, 60], excludedUntil: null, excludedPermanently: false });
      for (const months of [36, null]) {
        const refused = await exclude(ctx, user, months);
        expect(refused.status).toBe(422);
        expect(refused.json.error).toMatchObject({ code: 'exclusion_not_offered', details: { offered: '6,12,60' } });
      }
      expect(await protection(ctx, user)).toMatchObject({ excludedUntil: null, excludedPermanently: false });
    });

    it("offers the player's profile's lengths, refuses the others, and takes one of them", async () => {
      ctx.now = new Date('2026-11-26T09:00:00Z');
      const user = await curacaoPlayer(ctx);
      expect((await protection(ctx, user)).selfExclusionMonths).toEqual([12, 36, 60, null]);
      const refused = await exclude(ctx, user, 6);
      expect(refused.status).toBe(422);
      expect(refused.json.error).toMatchObject({ code: 'exclusion_not_offered', details: { offered: '12,36,60,permanent' } });
      expect((await protection(ctx, user)).excludedUntil).toBeNull();
      const taken = await exclude(ctx, user, 36);
      expect(taken.status).toBe(200);
      expect(taken.json.data).toMatchObject({ excludedUntil: '2029-11-26T09:00:00.000Z', excludedPermanently: false });
      ctx.now = null;
    });

    it('a permanent exclusion refuses orders for good, is never shortened, and stops promotional messages', async () => {
      ctx.now = new Date('2026-11-26T09:00:00Z');
      const user = await curacaoPlayer(ctx);
      expect((await ctx.order(user, bet)).status).toBe(201);
      const taken = await exclude(ctx, user, null);
      expect(taken.status).toBe(200);
      expect(taken.json.data).toMatchObject({ excludedUntil: PERMANENT_EXCLUSION_UNTIL, excludedPermanently: true });
      // A shorter one afterwards keeps it permanent.
      expect((await exclude(ctx, user, 12)).json.data).toMatchObject({ excludedUntil: PERMANENT_EXCLUSION_UNTIL, excludedPermanently: true });
      for (const at of ['2026-11-26T09:00:00Z', '2126-01-01T00:00:00Z']) {
        ctx.now = new Date(at);
        const refused = await ctx.order(user, bet);
        expect(refused.status).toBe(403);
        expect(refused.json.error).toMatchObject({ code: 'self_excluded', details: { until: PERMANENT_EXCLUSION_UNTIL, permanent: 'true' } });
        expect(await protection(ctx, user)).toMatchObject({ excludedUntil: PERMANENT_EXCLUSION_UNTIL, excludedPermanently: true });
      }
      ctx.now = null;
      // What the bot outbox and the change log read in SQL: running, with no end.
      const [row] = await ctx.db.query<{ running: boolean; forever: boolean; logged: boolean }>(
        `SELECT p.excluded_until > now() AS running, p.excluded_until = 'infinity' AS forever,
                EXISTS (SELECT 1 FROM protection_changes c WHERE c.user_id = p.user_id AND c.kind = 'self_exclusion' AND c.effective_at = 'infinity') AS logged
         FROM player_protection p JOIN users u ON u.id = p.user_id WHERE u.telegram_id = $1`,
        [user.id],
      );
      expect(row).toEqual({ running: true, forever: true, logged: true });
    });

    it('refuses a malformed length with 400', async () => {
      const user = await curacaoPlayer(ctx);
      for (const body of [{ months: '12' }, { months: 0 }, { months: 1.5 }, {}, { months: 12, days: 1 }]) {
        const response = await ctx.call('POST', '/api/v1/player/self-exclusion', { user, body });
        expect(response.status).toBe(400);
      }
    });
  },
  { JURISDICTION_PROFILES: profiles },
);
