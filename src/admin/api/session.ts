/**
 * POST /admin/api/session (the Login Widget payload and the state, sets the cookie) and
 * GET /admin/api/session (after a reload: the same role and CSRF token, or a 401).
 */
import type { AdminSession } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';

export async function postSession(payload: Record<string, unknown>, state: string): Promise<AdminSession> {
  const { data } = await adminClient.post<DataEnvelope<AdminSession>>('/session', { ...payload, state }, false);
  return data;
}

export async function getSession(): Promise<AdminSession> {
  const { data } = await adminClient.get<DataEnvelope<AdminSession>>('/session', undefined, false);
  return data;
}

export async function deleteSession(): Promise<void> {
  await adminClient.delete('/session');
}
