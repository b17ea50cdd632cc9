/**
 * The back office's operator safety without a whole server (server/admin/): the guard on a bare
 * Fastify app (session, idle timeout, role as configured now, CSRF, least role, each refusal
 * audited), the audit log's hash chain and its filters, and the clearing of a jurisdiction flag.
 * admin-login, admin-lock and admin-flag-clear test the same over the console's real routes.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CSRF_HEADER, ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_COOKIE } from '../../../src/contract/admin';
import type { AdminDeps } from '../../../server/admin/admin-deps';
import { decideAdjustment, insertAdjustment, listAdjustments, lockAdjustment } from '../../../server/admin/adjustment-repository';
import { registerAdminGuard, type AdminRouteRule } from '../../../server/admin/admin-guard';
import { verifyAuditChain } from '../../../server/admin/audit-chain';
import { appendAudit, listAudit, type Acting } from '../../../server/admin/audit-repository';
import { clearJurisdictionFlag } from '../../../server/admin/clear-flag';
import { playerAccount } from '../../../server/books/accounts';
import { postTransfer } from '../../../server/books/transfer-repository';
import { randomSecret, secretHash } from '../../../server/admin/session-cookie';
import { findSession, insertSession } from '../../../server/admin/session-repository';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import { RefusedTransition } from '../../../server/db/refused-transition';
import { ApiError } from '../../../server/http/api-error';
import { recordSignal } from '../../../server/verification/jurisdiction-signals';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

const ALICE: Acting = { telegramId: 9201, name: 'Alice', role: 'finance' };
const VIEWER = { telegramId: 9202, name: 'Vera' };
const GONE = { telegramId: 9203, name: 'Gone' };
const T0 = new Date('2026-03-01T12:00:00Z');

let db: Db;
let now = T0;
let deps: AdminDeps;

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
beforeEach(() => {
  now = T0;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TELEGRAM_IDS: `${ALICE.telegramId}:finance,${VIEWER.telegramId}:viewer` }) as Config;
  deps = { config, db, clock: () => now, onChainUsdt: null };
});

describe('the guard', () => {
  let app: FastifyInstance;
  const rule = (role: AdminRouteRule['role']): AdminRouteRule => ({ role, action: 'adjustment.request', target: (p) => `player:${p.id ?? '?'}` });

  beforeEach(async () => {
    app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof ApiError) return reply.code(error.statusCode).send({ error: { code: error.code, details: error.details } });
      return reply.code(599).send({ message: String(error) });
    });
    registerAdminGuard(app, deps);
    const who = (request: FastifyRequest, reply: FastifyReply) => reply.send({ operator: request.operator });
    app.get('/open', { config: { admin: rule('public') } }, async () => ({ open: true }));
    app.get('/read/:id', { config: { admin: rule('viewer') } }, who);
    app.post('/write/:id', { config: { admin: rule('finance') } }, who);
    app.post('/boss', { config: { admin: rule('admin') } }, who);
    app.get('/bare', async () => ({ bare: true }));
    app.get('/untargeted', { config: { admin: { role: 'viewer', action: 'audit.view' } } }, who);
    await app.ready();
  });

  async function session(operator: { telegramId: number; name: string }, lastSeenAt = now): Promise<{ cookie: string; csrf: string; hash: string }> {
    const id = randomSecret();
    const csrf = randomSecret();
    await insertSession(db, secretHash(id), { telegramId: operator.telegramId, name: operator.name, csrfToken: csrf, lastSeenAt });
    return { cookie: `other=1; ${ADMIN_SESSION_COOKIE}=${id}`, csrf, hash: secretHash(id) };
  }
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => app.inject({ method, url, headers });
  const codeOf = (response: { json: () => { error?: { code?: string } } }) => response.json().error?.code;
  const lastRefusal = async () => (await listAudit(db, { outcome: 'refused', limit: 1 }))[0];

  it('lets a public route through and refuses a route that declares no rule', async () => {
    expect((await call('GET', '/open')).json()).toEqual({ open: true });
    const bare = await call('GET', '/bare');
    expect(bare.statusCode).toBe(500);
    expect((await call('GET', '/nowhere')).statusCode).toBe(404);
  });

  it('needs a known session cookie, not ended, not idle past 30 minutes', async () => {
    expect(codeOf(await call('GET', '/read/1'))).toBe('not_signed_in');
    expect(codeOf(await call('GET', '/read/1', { cookie: `${ADMIN_SESSION_COOKIE}=${randomSecret()}` }))).toBe('not_signed_in');
    const s = await session(ALICE);
    now = new Date(T0.getTime() + ADMIN_IDLE_TIMEOUT_MS);
    const ok = await call('GET', '/read/1', { cookie: s.cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().operator).toMatchObject({ telegramId: ALICE.telegramId, name: 'Alice', role: 'finance', sessionHash: s.hash, csrfToken: s.csrf });
    // The request touched the session: idle is counted from now.
    expect((await findSession(db, s.hash))?.lastSeenAt).toEqual(now);
    now = new Date(now.getTime() + ADMIN_IDLE_TIMEOUT_MS + 1);
    const expired = await call('GET', '/read/1', { cookie: s.cookie });
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'session_expired']);
    expect(await findSession(db, s.hash)).toBeNull();
    expect(codeOf(await call('GET', '/read/1', { cookie: s.cookie }))).toBe('not_signed_in');
  });

  it('reads the role as configured now: an operator no longer listed is out, the session ended, the refusal audited', async () => {
    const s = await session(GONE);
    const response = await call('GET', '/read/7', { cookie: s.cookie });
    expect([response.statusCode, codeOf(response)]).toEqual([403, 'unknown_operator']);
    expect(await findSession(db, s.hash)).toBeNull();
    expect(await lastRefusal()).toMatchObject({ operator: { telegramId: GONE.telegramId, name: 'Gone' }, role: null, reason: 'unknown_operator', target: 'player:7', action: 'adjustment.request' });
  });

  it('audits a refusal on a route that names no target with none, and gives details only to a role refusal', async () => {
    const refused = await call('GET', '/untargeted');
    expect([refused.statusCode, refused.json().error]).toEqual([401, { code: 'not_signed_in' }]);
    const s = await session(GONE);
    expect(codeOf(await call('GET', '/untargeted', { cookie: s.cookie }))).toBe('unknown_operator');
    expect(await lastRefusal()).toMatchObject({ action: 'audit.view', target: null, reason: 'unknown_operator' });
  });

  it('needs the session’s CSRF token on every write, and none on a read', async () => {
    const s = await session(ALICE);
    const missing = await call('POST', '/write/3', { cookie: s.cookie });
    expect([missing.statusCode, missing.json().error]).toEqual([403, { code: 'csrf_missing' }]);
    expect(await lastRefusal()).toMatchObject({ operator: { telegramId: ALICE.telegramId }, role: 'finance', reason: 'csrf_missing', target: 'player:3' });
    expect(codeOf(await call('POST', '/write/3', { cookie: s.cookie, [ADMIN_CSRF_HEADER]: '' }))).toBe('csrf_missing');
    expect(codeOf(await call('POST', '/write/3', { cookie: s.cookie, [ADMIN_CSRF_HEADER]: randomSecret() }))).toBe('csrf_mismatch');
    expect((await lastRefusal())?.reason).toBe('csrf_mismatch');
    expect((await call('POST', '/write/3', { cookie: s.cookie, [ADMIN_CSRF_HEADER]: s.csrf })).statusCode).toBe(200);
    // HEAD is a read as GET is.
    expect((await app.inject({ method: 'HEAD', url: '/read/3', headers: { cookie: s.cookie } })).statusCode).toBe(200);
  });

  it('refuses a role below the route’s, naming both, and lets the role itself and above through', async () => {
    const v = await session(VIEWER);
    expect((await call('GET', '/read/1', { cookie: v.cookie })).statusCode).toBe(200);
    const low = await call('POST', '/write/1', { cookie: v.cookie, [ADMIN_CSRF_HEADER]: v.csrf });
    expect([low.statusCode, codeOf(low)]).toEqual([403, 'forbidden_role']);
    expect(low.json().error.details).toEqual({ required: 'finance', role: 'viewer' });
    expect(await lastRefusal()).toMatchObject({ reason: 'forbidden_role', role: 'viewer' });
    const a = await session(ALICE);
    expect((await call('POST', '/write/1', { cookie: a.cookie, [ADMIN_CSRF_HEADER]: a.csrf })).statusCode).toBe(200);
    expect(codeOf(await call('POST', '/boss', { cookie: a.cookie, [ADMIN_CSRF_HEADER]: a.csrf }))).toBe('forbidden_role');
  });
});

describe('the audit log', () => {
  it('filters by operator, action, target, outcome and page, newest first', async () => {
    const at = new Date('2026-02-01T00:00:00Z');
    const op = { telegramId: 9301, name: 'Filter', role: 'support' as const, osUser: 'ops' };
    await appendAudit(db, { actor: op, action: 'player.flag_clear', target: 'filter:1', outcome: 'done', before: { x: 1 }, at });
    await appendAudit(db, { actor: op, action: 'deposit.refund', target: 'filter:z', outcome: 'refused', reason: 'no', at });
    await appendAudit(db, { actor: { ...op, telegramId: 9302 }, action: 'player.flag_clear', target: 'filter:1', outcome: 'done', at });
    const mine = await listAudit(db, { operator: 9301, limit: 10 });
    expect(mine.map((e) => e.action)).toEqual(['deposit.refund', 'player.flag_clear']);
    expect(mine[1]).toMatchObject({ operator: { telegramId: 9301, name: 'Filter' }, role: 'support', target: 'filter:1', before: { x: 1 }, after: null, outcome: 'done', reason: null, at: at.toISOString() });
    expect(mine[0]?.reason).toBe('no');
    expect((await listAudit(db, { action: 'deposit.refund', operator: 9301, limit: 10 })).map((e) => e.target)).toEqual(['filter:z']);
    expect((await listAudit(db, { target: 'filter:1', limit: 10 })).map((e) => e.operator.telegramId)).toEqual([9302, 9301]);
    expect((await listAudit(db, { operator: 9301, outcome: 'refused', limit: 10 })).map((e) => e.action)).toEqual(['deposit.refund']);
    expect((await listAudit(db, { target: 'filter:1', before: mine[0]!.id, limit: 10 })).map((e) => e.operator.telegramId)).toEqual([9301]);
    expect(await listAudit(db, { operator: 9301, limit: 1 })).toHaveLength(1);
    // No snapshot is SQL NULL (not JSON null), given as null or left out; the OS user is kept.
    await appendAudit(db, { actor: op, action: 'deposit.refund', target: 'filter:null', outcome: 'done', before: null, after: { y: 2 }, at });
    const [stored] = await db.query<{ before_is_null: boolean; after: unknown; os_user: string | null }>(
      "SELECT before IS NULL AS before_is_null, after, os_user FROM audit_log WHERE target = 'filter:null'",
    );
    expect(stored).toEqual({ before_is_null: true, after: { y: 2 }, os_user: 'ops' });
    const [left] = await db.query<{ nulls: boolean; os_user: string | null }>(
      "SELECT before IS NULL AND after IS NULL AS nulls, os_user FROM audit_log WHERE target = 'filter:z'",
    );
    expect(left).toEqual({ nulls: true, os_user: 'ops' });
    await appendAudit(db, { actor: { telegramId: 9303, name: 'NoOs', role: 'support' }, action: 'deposit.refund', target: 'filter:noos', outcome: 'done', at });
    expect((await db.query<{ os_user: string | null }>("SELECT os_user FROM audit_log WHERE target = 'filter:noos'"))[0]).toEqual({ os_user: null });
    expect(mine[0]!.id).toBeGreaterThan(mine[1]!.id);
  });
});

describe("the adjustments' records", () => {
  const request = async (userId: number, amountMicro: bigint, key: string) =>
    (await insertAdjustment(db, { userId, amountMicro, reason: 'goodwill', requestedBy: { telegramId: ALICE.telegramId, name: 'Alice' }, requestKey: key, requestHash: 'h', at: T0 }))!;

  it('moves an adjustment on only along its table, records when and by whom, and lists them newest first by status', async () => {
    const player = await insertUser(db);
    const first = await request(player, 5_000_000n, `list-${player}-1`);
    const second = await request(player, -2_000_000n, `list-${player}-2`);
    expect(first.view).toMatchObject({ status: 'awaiting_approval', decidedAt: null, approvedBy: null, balanceAfter: null });
    const decidedAt = new Date(T0.getTime() + 60_000);
    const transfer = await postTransfer(db, { from: 'house:bankroll', to: playerAccount(player), amountMicro: 5_000_000n, reason: 'admin_credit', reference: `adjustment:${first.view.id}` });
    const transferId = transfer.status === 'posted' ? transfer.id : null;
    const posted = await db.transaction((tx) =>
      decideAdjustment(tx, first.view.id, { status: 'posted', approvedBy: { telegramId: 9202, name: 'Vera' }, transferId, balanceAfterMicro: 5_000_000n, rejectReason: null, at: decidedAt }),
    );
    expect(posted.view).toMatchObject({ status: 'posted', decidedAt: decidedAt.toISOString(), approvedBy: { telegramId: 9202, name: 'Vera' }, balanceAfter: '5.000000' });
    // Posted is final: a rejection now is refused and changes nothing; an adjustment that does not exist is a bug.
    const reject = { status: 'rejected' as const, approvedBy: null, transferId: null, balanceAfterMicro: null, rejectReason: 'late', at: decidedAt };
    await expect(db.transaction((tx) => decideAdjustment(tx, first.view.id, reject))).rejects.toThrow(RefusedTransition);
    expect((await lockAdjustment(db, first.view.id))?.view.status).toBe('posted');
    await expect(db.transaction((tx) => decideAdjustment(tx, 987_654_321, reject))).rejects.toThrow('no adjustment 987654321');
    const waiting = (await listAdjustments(db, 'awaiting_approval')).filter((a) => a.playerId === player);
    expect(waiting.map((a) => a.id)).toEqual([second.view.id]);
    const all = (await listAdjustments(db, null)).filter((a) => a.playerId === player);
    expect(all.map((a) => a.id)).toEqual([second.view.id, first.view.id]);
    expect(await listAdjustments(db, null, 1)).toHaveLength(1);
  });
});

describe('the audit chain', () => {
  let chain: Db;
  beforeEach(async () => {
    chain = await openMigratedPglite();
  });
  const entry = (n: number) => appendAudit(chain, { actor: ALICE, action: 'adjustment.request', target: `player:${n}`, outcome: 'done', at: T0 });
  const lastHash = async () => (await chain.query<{ hash: string }>('SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1'))[0]?.hash;

  it('passes an untouched chain of more than one page, and names its newest hash', async () => {
    await chain.query(
      `INSERT INTO audit_log (at, operator_telegram_id, operator_name, role, action, target, outcome)
       SELECT $1, 1, 'x', 'finance', 'adjustment.request', 'player:' || n, 'done' FROM generate_series(1, 1001) n`,
      [T0],
    );
    const report = await verifyAuditChain(chain);
    expect(report).toEqual({ entries: 1001, problems: [], lastHash: await lastHash() });
    await chain.close();
  });

  it('passes an empty chain', async () => {
    expect(await verifyAuditChain(chain)).toEqual({ entries: 0, problems: [], lastHash: '' });
    await chain.close();
  });

  it('names an entry edited, one removed and one that names another hash', async () => {
    for (let n = 1; n <= 6; n += 1) await entry(n);
    const ids = (await chain.query<{ id: bigint }>('SELECT id FROM audit_log ORDER BY seq')).map((r) => r.id);
    await chain.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    await chain.query("UPDATE audit_log SET target = 'player:999' WHERE seq = 2");
    await chain.query('DELETE FROM audit_log WHERE seq = 4');
    await chain.query("UPDATE audit_log SET prev_hash = 'x' WHERE seq = 6");
    const report = await verifyAuditChain(chain);
    expect(report.entries).toBe(5);
    expect(report.problems).toEqual([
      `entry 2 (id ${ids[1]}): its content does not match its hash (edited after it was written)`,
      `entry 5 (id ${ids[4]}): entries 4-4 are missing`,
      `entry 5 (id ${ids[4]}): does not name the hash of the entry before it`,
      `entry 6 (id ${ids[5]}): does not name the hash of the entry before it`,
      `entry 6 (id ${ids[5]}): its content does not match its hash (edited after it was written)`,
    ]);
    await chain.close();
  });
});

describe('clearing a jurisdiction flag', () => {
  async function flagged(): Promise<number> {
    const id = await insertUser(db);
    await recordSignal(db, id, 'ip', 'DE', T0);
    await recordSignal(db, id, 'residence', 'FR', T0);
    return id;
  }
  const flagOf = async (id: number) => (await db.query<{ flagged: boolean }>('SELECT flagged FROM jurisdiction_signals WHERE user_id = $1', [id]))[0]?.flagged;
  async function codeOf(p: Promise<unknown>): Promise<string> {
    try {
      await p;
    } catch (error) {
      if (error instanceof ApiError) return error.code;
      throw error;
    }
    return 'no error';
  }

  it('clears it once per key, audited, and answers the retry with the first clearing', async () => {
    const id = await flagged();
    const first = await clearJurisdictionFlag(deps, ALICE, id, 'travelling', 'k1');
    expect(first).toEqual({ clearance: { by: { telegramId: ALICE.telegramId, name: 'Alice' }, reason: 'travelling', at: T0.toISOString() }, replayed: false });
    expect(await flagOf(id)).toBe(false);
    const [entry] = await listAudit(db, { target: `player:${id}`, action: 'player.flag_clear', limit: 5 });
    expect(entry).toMatchObject({ action: 'player.flag_clear', outcome: 'done', reason: 'travelling', before: { flagged: true, ip: 'DE', residence: 'FR', phone: null }, after: { flagged: false, cleared: [['DE', 'FR']] } });
    now = new Date(T0.getTime() + 5000);
    expect(await clearJurisdictionFlag(deps, ALICE, id, 'travelling', 'k1')).toEqual({ ...first, replayed: true });
    expect(await listAudit(db, { target: `player:${id}`, action: 'player.flag_clear', limit: 5 })).toHaveLength(1);
    // The same key for another reason or another player is a reuse; a new key on an unflagged player a 409.
    expect(await codeOf(clearJurisdictionFlag(deps, ALICE, id, 'other', 'k1'))).toBe('idempotency_key_reused');
    expect(await codeOf(clearJurisdictionFlag(deps, ALICE, await flagged(), 'travelling', 'k1'))).toBe('idempotency_key_reused');
    expect(await codeOf(clearJurisdictionFlag(deps, ALICE, id, 'travelling', 'k2'))).toBe('not_flagged');
    expect(await codeOf(clearJurisdictionFlag(deps, ALICE, 987_654_321, 'travelling', 'k3'))).toBe('player_not_found');
  });
});
