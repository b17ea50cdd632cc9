/**
 * The back office against a server process (kill tests): an operator logs in through the Login
 * Widget flow (GET /admin/api/login-state, POST /admin/api/session) and gets a caller of the
 * back-office API's writes carrying the session cookie and the CSRF token.
 */
import { expect } from 'vitest';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '../../../src/contract/admin';
import { signedWidget, type TestOperator } from './admin-kit';
import { TEST_BOT_TOKEN, type ServerProcess } from './server-process';

export type OperatorPost = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;

export async function operatorOn(server: ServerProcess, who: TestOperator): Promise<OperatorPost> {
  const state = ((await (await fetch(`${server.baseUrl}/admin/api/login-state`)).json()) as { data: { state: string } }).data.state;
  const login = await fetch(`${server.baseUrl}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...signedWidget(who, TEST_BOT_TOKEN, Math.floor(Date.now() / 1000)), state }),
  });
  expect(login.status).toBe(200);
  const cookie = new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(login.headers.get('set-cookie') ?? '')![0];
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return (path, body, headers = {}) =>
    fetch(`${server.baseUrl}/admin/api${path}`, {
      method: 'POST',
      headers: { cookie, [ADMIN_CSRF_HEADER]: csrfToken, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
}
