/** GET /admin/api/login-state: a one-time state the server will want back with the login. */
import type { AdminEnvelope, AdminLoginState } from '../../contract/admin';
import { adminClient } from './admin-client';

export async function fetchLoginState(): Promise<string> {
  const { data } = await adminClient.get<AdminEnvelope<AdminLoginState>>('/login-state', undefined, false);
  return data.state;
}
