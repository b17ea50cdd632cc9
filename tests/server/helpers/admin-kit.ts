/**
 * Back office tests' common steps (docs/back-office.md): operators of each role, a Login Widget
 * payload signed as Telegram signs it, the real login (GET /admin/api/login-state, then POST
 * /admin/api/session) and calls that carry the session cookie and, on writes, the CSRF token.
 */
import { expect } from 'vitest';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE, type OperatorRole } from '../../../src/contract/admin';
import { dataCheckString, hmacHex, loginWidgetSecret } from '../../../server/auth/telegram-hash';
import type { AdminDeps } from '../../../server/admin/admin-deps';
import type { Acting } from '../../../server/admin/audit-repository';
import type { Response, ServerContext } from './test-server';

export interface TestOperator {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  role: OperatorRole | null;
}

export const VIEWER: TestOperator = { id: 910_001, first_name: 'Vera', last_name: 'Viewer', role: 'viewer' };
export const SUPPORT: TestOperator = { id: 910_002, first_name: 'Sam', last_name: 'Support', role: 'support' };
export const FINANCE: TestOperator = { id: 910_003, first_name: 'Fay', last_name: 'Finance', role: 'finance' };
export const FINANCE_2: TestOperator = { id: 910_004, first_name: 'Finn', last_name: 'Finance', role: 'finance' };
export const ADMIN: TestOperator = { id: 910_005, first_name: 'Ada', last_name: 'Admin', role: 'admin' };
/** Signed by Telegram, but named in no ADMIN_TELEGRAM_IDS. */
export const STRANGER: TestOperator = { id: 910_099, first_name: 'Stan', last_name: 'Stranger', role: null };

export const OPERATORS = [VIEWER, SUPPORT, FINANCE, FINANCE_2, ADMIN];

export function adminEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { ADMIN_TELEGRAM_IDS: OPERATORS.map((o) => `${o.id}:${o.role}`).join(','), ...extra };
}

/** A Login Widget payload for `who`, signed with `botToken` (key SHA256(bot token), as Telegram does). */
export function signedWidget(who: TestOperator, botToken: string, authDate: number): Record<string, string | number> {
  const { role: _role, ...user } = who;
  const fields: Record<string, string | number> = { ...user, auth_date: authDate };
  const hash = hmacHex(loginWidgetSecret(botToken), dataCheckString(Object.entries(fields).map(([key, value]) => [key, String(value)])));
  return { ...fields, hash };
}

export interface AdminSession {
  cookie: string;
  csrfToken: string;
  response: Response;
}

const nowS = (ctx: ServerContext) => Math.floor((ctx.now ?? new Date()).getTime() / 1000);

export async function loginState(ctx: ServerContext): Promise<string> {
  const response = await ctx.call('GET', '/admin/api/login-state');
  expect(response.status).toBe(200);
  return response.json.data.state as string;
}

/** Posts a login; `payload` overrides fields of a good one (a forged hash, a stale date, a used state). */
export async function postLogin(ctx: ServerContext, who: TestOperator, payload: Record<string, unknown> = {}): Promise<Response> {
  const state = 'state' in payload ? payload.state : await loginState(ctx);
  return ctx.call('POST', '/admin/api/session', { body: { ...signedWidget(who, ctx.config.botToken, nowS(ctx)), state, ...payload } });
}

/** The session cookie's `name=value` from a Set-Cookie header. */
export function sessionCookieOf(response: Response): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return `${ADMIN_SESSION_COOKIE}=${match[1]}`;
}

export async function login(ctx: ServerContext, who: TestOperator): Promise<AdminSession> {
  const response = await postLogin(ctx, who);
  expect(response.json).toMatchObject({ data: { csrfToken: expect.any(String) } });
  return { cookie: sessionCookieOf(response), csrfToken: response.json.data.csrfToken, response };
}

/** An /admin/api call with the session's cookie and, unless `csrf: false`, its CSRF token; `headers` add to them. */
export function adminCall(
  ctx: ServerContext,
  session: AdminSession,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  { csrf = true, headers: extra = {} }: { csrf?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { cookie: session.cookie, ...(csrf && method !== 'GET' ? { [ADMIN_CSRF_HEADER]: session.csrfToken } : {}), ...extra };
  return ctx.call(method, `/admin/api${path}`, { headers, ...(body === undefined ? {} : { body }) });
}

/** The audit log's newest entries, read straight from the table. */
export async function lastAudit(ctx: ServerContext, n = 1): Promise<{ operator_telegram_id: string; role: string | null; action: string; target: string | null; outcome: string; reason: string | null; before: unknown; after: unknown }[]> {
  return ctx.db.query(
    'SELECT operator_telegram_id::text, role, action, target, outcome, reason, before, after FROM audit_log ORDER BY id DESC LIMIT $1',
    [n],
  );
}

/** What `npm run admin` builds for its money commands, on the test's database and clock. */
export function cliDeps(ctx: ServerContext): AdminDeps {
  return { config: ctx.config, db: ctx.db, clock: () => ctx.now ?? new Date(), onChainUsdt: null };
}

/** The CLI's actor: this operator's `--operator` id, run by the OS user "tester". */
export function cliActor(who: TestOperator): Acting {
  if (!who.role) throw new Error(`${who.first_name} is no operator`);
  return { telegramId: who.id, role: who.role, name: 'tester (CLI)', osUser: 'tester' };
}
