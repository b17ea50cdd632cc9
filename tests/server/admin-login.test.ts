/**
 * Operators' login and session (docs/back-office.md) on each database: the
 * Login Widget payload checked as for players, a one-time state against login CSRF, a cookie
 * session (httpOnly, SameSite=Strict, Secure in production) with CSRF on every write and a
 * 30-minute idle timeout, and credentials that never cross between the back office and the
 * player API. Every refused login of a signed account is in the audit log.
 */
import { expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '../../src/contract/admin';
import { setSessionCookie } from '../../server/admin/session-cookie';
import { adminCall, adminEnv, ADMIN, FINANCE, lastAudit, login, loginState, postLogin, sessionCookieOf, signedWidget, STRANGER, SUPPORT, VIEWER } from './helpers/admin-kit';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb(
  'back office login',
  (ctx) => {
    it('logs an operator in: role, CSRF token and name, an httpOnly SameSite=Strict cookie on /admin, and an audit entry', async () => {
      const session = await login(ctx, SUPPORT);
      expect(session.response.json.data).toMatchObject({ role: 'support', csrfToken: expect.stringMatching(/^[\w-]{43}$/), operator: { telegramId: SUPPORT.id, name: 'Sam Support' } });
      const cookie = String(session.response.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=[\\w-]{43}; Path=/admin; HttpOnly; SameSite=Strict$`));
      expect(cookie).not.toContain('Secure'); // outside production: http on loopback
      const me = await adminCall(ctx, session, 'GET', '/session');
      expect(me.status).toBe(200);
      expect(me.json.data).toMatchObject({ role: 'support', csrfToken: session.csrfToken });
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(SUPPORT.id), role: 'support', action: 'login', outcome: 'done' }]);
      // Only a hash of the cookie's secret is stored.
      const stored = await ctx.db.query<{ id_hash: string }>('SELECT id_hash FROM admin_sessions WHERE telegram_id = $1', [SUPPORT.id]);
      expect(stored.map((row) => row.id_hash)).not.toContain(session.cookie.split('=')[1]);
    });

    it('names the operator’s language when they have opened the mini-app as a player, and null when not', async () => {
      expect((await login(ctx, VIEWER)).response.json.data.operator).toMatchObject({ telegramId: VIEWER.id, languageCode: null });
      await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser({ id: FINANCE.id, language_code: 'ru' }) });
      const session = await login(ctx, FINANCE);
      expect(session.response.json.data.operator).toMatchObject({ telegramId: FINANCE.id, languageCode: 'ru' });
      expect((await adminCall(ctx, session, 'GET', '/session')).json.data.operator.languageCode).toBe('ru');
    });

    it('marks the cookie Secure in production', () => {
      let header = '';
      setSessionCookie({ header: (_name: string, value: string) => (header = value) } as never, 'x'.repeat(43), true);
      expect(header).toBe(`${ADMIN_SESSION_COOKIE}=${'x'.repeat(43)}; Path=/admin; HttpOnly; SameSite=Strict; Secure`);
    });

    it('refuses a forged hash, sets no cookie and logs the attempt under the id it claims', async () => {
      const response = await postLogin(ctx, FINANCE, { hash: 'a'.repeat(64) });
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe('hash_mismatch');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), role: null, action: 'login', outcome: 'refused', reason: 'hash_mismatch' }]);
    });

    it('refuses a stale auth_date even when correctly signed', async () => {
      const real = ctx.now;
      ctx.now = new Date(Date.now() - 601_000);
      const state = await loginState(ctx);
      const payload = signedWidget(FINANCE, ctx.config.botToken, Math.floor(ctx.now.getTime() / 1000));
      ctx.now = real;
      const response = await ctx.call('POST', '/admin/api/session', { body: { ...payload, state } });
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe('auth_expired');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), action: 'login', outcome: 'refused', reason: 'auth_expired' }]);
    });

    it('refuses a replayed login state, one never issued, and one past its 10 minutes', async () => {
      const state = await loginState(ctx);
      expect((await postLogin(ctx, ADMIN, { state })).status).toBe(200);
      const replay = await postLogin(ctx, ADMIN, { state });
      expect(replay.status).toBe(400);
      expect(replay.json.error.code).toBe('login_state_invalid');
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(ADMIN.id), action: 'login', outcome: 'refused', reason: 'login_state_invalid' }]);
      const unknown = await postLogin(ctx, ADMIN, { state: 'A'.repeat(43) });
      expect(unknown.json.error.code).toBe('login_state_invalid');
      const late = await loginState(ctx);
      ctx.now = new Date(Date.now() + 11 * 60_000);
      try {
        expect((await postLogin(ctx, ADMIN, { state: late })).json.error.code).toBe('login_state_invalid');
      } finally {
        ctx.now = null;
      }
    });

    it('refuses a Telegram account that is no operator: 403 and an audit entry', async () => {
      const response = await postLogin(ctx, STRANGER);
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe('unknown_operator');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(STRANGER.id), role: null, action: 'login', outcome: 'refused', reason: 'unknown_operator' }]);
    });

    it('shuts out an operator removed from ADMIN_TELEGRAM_IDS at their next request', async () => {
      const session = await login(ctx, VIEWER);
      const operators = ctx.config.admin.operators as Map<number, string>;
      operators.delete(VIEWER.id);
      try {
        const response = await adminCall(ctx, session, 'GET', '/dashboard');
        expect(response.status).toBe(403);
        expect(response.json.error.code).toBe('unknown_operator');
        expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(VIEWER.id), action: 'dashboard.view', outcome: 'refused', reason: 'unknown_operator' }]);
      } finally {
        operators.set(VIEWER.id, 'viewer');
      }
      // The session was ended with it: being listed again needs a new login.
      expect((await adminCall(ctx, session, 'GET', '/dashboard')).json.error.code).toBe('not_signed_in');
    });

    it('refuses a write without the CSRF token, or with another session’s: 403, nothing changed, logged', async () => {
      const finance = await login(ctx, FINANCE);
      const other = await login(ctx, ADMIN);
      const player = (await ctx.call('GET', '/api/v1/user/me', { user: newTelegramUser() })).json.data;
      const body = { playerId: player.id, amount: '5', reason: 'goodwill' };
      const missing = await adminCall(ctx, finance, 'POST', '/adjustments', body, { csrf: false });
      expect(missing.status).toBe(403);
      expect(missing.json.error.code).toBe('csrf_missing');
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(FINANCE.id), action: 'adjustment.request', outcome: 'refused', reason: 'csrf_missing' }]);
      const wrong = await ctx.call('POST', '/admin/api/adjustments', { headers: { cookie: finance.cookie, 'x-csrf-token': other.csrfToken }, body });
      expect(wrong.status).toBe(403);
      expect(wrong.json.error.code).toBe('csrf_mismatch');
      expect(await ctx.balance({ id: player.telegramId, first_name: 'Test' })).toBe('100.000000');
      expect(await ctx.db.query('SELECT id FROM adjustments WHERE user_id = $1', [player.id])).toEqual([]);
    });

    it('ends a session idle for more than 30 minutes; each request moves the deadline', async () => {
      const start = Date.now();
      ctx.now = new Date(start);
      try {
        const session = await login(ctx, VIEWER);
        ctx.now = new Date(start + 29 * 60_000);
        expect((await adminCall(ctx, session, 'GET', '/session')).status).toBe(200);
        ctx.now = new Date(start + 58 * 60_000);
        expect((await adminCall(ctx, session, 'GET', '/session')).status).toBe(200);
        ctx.now = new Date(start + 88 * 60_000 + 1000);
        const expired = await adminCall(ctx, session, 'GET', '/session');
        expect(expired.status).toBe(401);
        expect(expired.json.error.code).toBe('session_expired');
        ctx.now = new Date(start + 89 * 60_000);
        expect((await adminCall(ctx, session, 'GET', '/session')).json.error.code).toBe('not_signed_in');
      } finally {
        ctx.now = null;
      }
    });

    it('logs out: the cookie is cleared and the session is dead', async () => {
      const session = await login(ctx, VIEWER);
      const out = await adminCall(ctx, session, 'POST', '/logout');
      expect(out.status).toBe(204);
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await adminCall(ctx, session, 'GET', '/session')).json.error.code).toBe('not_signed_in');
      expect(await lastAudit(ctx)).toMatchObject([{ operator_telegram_id: String(VIEWER.id), action: 'logout', outcome: 'done' }]);
    });

    it("never lets a player's credentials open the back office, nor an operator's cookie the player API", async () => {
      const user = newTelegramUser();
      const tma = ctx.authFor(user);
      expect((await ctx.call('GET', '/admin/api/dashboard', { headers: { authorization: tma } })).status).toBe(401);
      const token = (await ctx.call('POST', '/api/v1/auth/session', { user })).json.data.token as string;
      const withToken = await ctx.call('GET', '/admin/api/dashboard', { headers: { authorization: `Bearer ${token}` } });
      expect(withToken.status).toBe(401);
      expect(withToken.json.error.code).toBe('not_signed_in');
      // An operator who is also a player: the admin cookie is no player credential.
      const session = await login(ctx, ADMIN);
      const me = await ctx.call('GET', '/api/v1/user/me', { headers: { cookie: session.cookie } });
      expect(me.status).toBe(401);
      expect(me.json.error.code).toBe('missing_authorization');
      expect(sessionCookieOf(session.response)).toBe(session.cookie);
    });

    it('answers a call without a session 401 not_signed_in, and a forged cookie the same', async () => {
      const none = await ctx.call('GET', '/admin/api/players?q=1');
      expect(none.status).toBe(401);
      expect(none.json.error.code).toBe('not_signed_in');
      const forged = await ctx.call('GET', '/admin/api/players?q=1', { headers: { cookie: `${ADMIN_SESSION_COOKIE}=${'B'.repeat(43)}` } });
      expect(forged.json.error.code).toBe('not_signed_in');
      const nowhere = await ctx.call('GET', '/admin/api/no-such-thing');
      expect(nowhere.status).toBe(404);
      expect(nowhere.json.error.code).toBe('not_found');
    });
  },
  adminEnv(),
);
