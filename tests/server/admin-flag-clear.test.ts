/**
 * An operator clears a player's jurisdiction flag (docs/compliance.md, "In the back office") on
 * each database: an admin, with a written reason, once per Idempotency-Key (a retry or a double
 * click clears and audits once, also when the two requests race); the disagreements stay, marked
 * with who cleared them, when and why; the same countries disagreeing again do not flag the
 * player again, a new disagreement does.
 */
import { expect, it } from 'vitest';
import { recordSignal } from '../../server/verification/jurisdiction-signals';
import { adminCall, adminEnv, ADMIN, FINANCE, login, SUPPORT, VIEWER, type AdminSession, type TestOperator } from './helpers/admin-kit';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { newPlayer } from './helpers/withdrawal-kit';

/** A player who declared Germany and whose requests come from France: flagged. */
async function flaggedPlayer(ctx: ServerContext): Promise<number> {
  const { id } = await newPlayer(ctx, { bound: false });
  await recordSignal(ctx.db, id, 'residence', 'DE', new Date());
  await recordSignal(ctx.db, id, 'ip', 'FR', new Date());
  return id;
}

const clear = (ctx: ServerContext, session: AdminSession, id: number, body: unknown, key: string | null) =>
  adminCall(ctx, session, 'POST', `/players/${id}/flag/clear`, body, { headers: key === null ? {} : { 'idempotency-key': key } });

async function audits(ctx: ServerContext, id: number, action: string) {
  return ctx.db.query<{ operator_telegram_id: string; outcome: string; reason: string | null }>(
    'SELECT operator_telegram_id::text, outcome, reason FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
    [action, `player:${id}`],
  );
}

describeEachDb(
  'clearing a player’s jurisdiction flag',
  (ctx) => {
    const sessions: Record<number, AdminSession> = {};
    const as = async (who: TestOperator) => (sessions[who.id] ??= await login(ctx, who));
    const detail = async (id: number) => (await adminCall(ctx, await as(VIEWER), 'GET', `/players/${id}`)).json.data.verification;
    const queued = async (id: number) => (await adminCall(ctx, await as(VIEWER), 'GET', '/compliance/queue')).json.data.flagged.some((row: { id: number }) => row.id === id);

    it('an admin clears it with a reason: off the queue, audited, the disagreement kept and marked with who, when and why', async () => {
      const id = await flaggedPlayer(ctx);
      expect(await queued(id)).toBe(true);
      const reason = 'Lives in Germany, works in France (ticket 12)';
      const cleared = await clear(ctx, await as(ADMIN), id, { reason }, `clear-${id}`);
      expect([cleared.status, cleared.json.data]).toEqual([201, { by: { telegramId: ADMIN.id, name: expect.any(String) }, reason, at: expect.any(String) }]);

      expect(await queued(id)).toBe(false);
      const verification = await detail(id);
      expect(verification.signals).toEqual({ ip: 'FR', residence: 'DE', phone: null, flagged: false });
      expect(verification.disagreements).toEqual([{ countries: ['DE', 'FR'], ip: 'FR', residence: 'DE', phone: null, at: expect.any(String), cleared: cleared.json.data }]);
      expect(await audits(ctx, id, 'player.flag_clear')).toEqual([{ operator_telegram_id: String(ADMIN.id), outcome: 'done', reason }]);
    });

    it('refuses a clearing without a reason or an Idempotency-Key (400), by anyone but an admin (403), of nobody (404); the flag stays', async () => {
      const id = await flaggedPlayer(ctx);
      const admin = await as(ADMIN);
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) expect((await clear(ctx, admin, id, body, `k-${Math.random()}`)).status).toBe(400);
      expect((await clear(ctx, admin, id, { reason: 'Checked' }, null)).status).toBe(400);
      for (const who of [FINANCE, SUPPORT, VIEWER]) {
        const refused = await clear(ctx, await as(who), id, { reason: 'Checked' }, `k-${who.id}`);
        expect([refused.status, refused.json.error.code]).toEqual([403, 'forbidden_role']);
      }
      expect((await clear(ctx, admin, 999_999_999, { reason: 'Checked' }, 'k-nobody')).json.error.code).toBe('player_not_found');
      expect(await queued(id)).toBe(true);
      expect((await detail(id)).signals.flagged).toBe(true);
      expect((await audits(ctx, id, 'player.flag_clear')).filter((entry) => entry.outcome === 'done')).toEqual([]);
    });

    it('a retry or a double click with the same key clears once and writes one audit entry; a new key finds nothing to clear', async () => {
      const id = await flaggedPlayer(ctx);
      const admin = await as(ADMIN);
      const body = { reason: 'The IP is a VPN exit; passport shows Germany' };
      // A double click: the two requests race (on Postgres, on two connections).
      const [first, second] = await Promise.all([clear(ctx, admin, id, body, `dbl-${id}`), clear(ctx, admin, id, body, `dbl-${id}`)]);
      expect([first.status, second.status]).toEqual(expect.arrayContaining([200, 201]));
      expect(second.json.data).toEqual(first.json.data);
      // A retry after a lost answer.
      const retry = await clear(ctx, admin, id, body, `dbl-${id}`);
      expect([retry.status, retry.json.data]).toEqual([200, first.json.data]);
      expect(await audits(ctx, id, 'player.flag_clear')).toHaveLength(1);
      const rows = await ctx.db.query('SELECT id FROM jurisdiction_flag_clearances WHERE user_id = $1', [id]);
      expect(rows).toHaveLength(1);

      // The same key for something else is refused; a new key on a player no longer flagged is a 409.
      expect((await clear(ctx, admin, id, { reason: 'Something else' }, `dbl-${id}`)).json.error.code).toBe('idempotency_key_reused');
      const again = await clear(ctx, admin, id, body, `new-${id}`);
      expect([again.status, again.json.error.code]).toEqual([409, 'not_flagged']);
      expect((await audits(ctx, id, 'player.flag_clear')).map((entry) => entry.outcome)).toEqual(['done', 'refused', 'refused']);
    });

    it('the same countries disagreeing again leave the player cleared; a new disagreement flags them again and is cleared on its own', async () => {
      const id = await flaggedPlayer(ctx);
      const admin = await as(ADMIN);
      expect((await clear(ctx, admin, id, { reason: 'Commutes to France' }, `a-${id}`)).status).toBe(201);

      // The IP goes back to Germany and then to France again: the countries the operator judged.
      await recordSignal(ctx.db, id, 'ip', 'DE', new Date());
      await recordSignal(ctx.db, id, 'ip', 'FR', new Date());
      expect((await detail(id)).signals.flagged).toBe(false);
      expect(await audits(ctx, id, 'player.signals_disagree')).toHaveLength(1);

      // A Maltese phone number: a disagreement not seen before.
      await recordSignal(ctx.db, id, 'phone', 'MT', new Date());
      expect(await queued(id)).toBe(true);
      expect(await audits(ctx, id, 'player.signals_disagree')).toHaveLength(2);
      const flagged = await detail(id);
      expect(flagged.signals.flagged).toBe(true);
      expect(flagged.disagreements.map((line: { countries: string[]; cleared: { reason: string } | null }) => [line.countries.join(), line.cleared?.reason ?? null])).toEqual([
        ['DE,FR', 'Commutes to France'],
        ['DE,FR,MT', null],
      ]);

      expect((await clear(ctx, admin, id, { reason: 'Maltese phone of a German resident' }, `b-${id}`)).status).toBe(201);
      const twice = await detail(id);
      expect(twice.disagreements.map((line: { cleared: { reason: string } | null }) => line.cleared?.reason)).toEqual(['Commutes to France', 'Maltese phone of a German resident']);
      expect(await queued(id)).toBe(false);
    });
  },
  adminEnv(),
);
