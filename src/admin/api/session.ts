/**
 * POST /admin/api/session (the Login Widget payload and the state, sets the cookie) and
 * GET /admin/api/session (after a reload: the same role and CSRF token, or a 401), POST /admin/api/logout.
 */
import type { AdminLoginBody, AdminSession } from '../../contract/admin';
import { adminClient } from './admin-client';

export async function postSession(body: AdminLoginBody): Promise<AdminSession> {
  const { data } = await adminClient.call('POST /session', { body, endOn401: false });
  return data;
}

export async function getSession(): Promise<AdminSession> {
  const { data } = await adminClient.call('GET /session', { endOn401: false });
  return data;
}

export async function logout(): Promise<void> {
  await adminClient.call('POST /logout');
}
