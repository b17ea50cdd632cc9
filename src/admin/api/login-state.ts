/** GET /admin/api/login-state: a one-time state the server will want back with the login. */
import type { LoginState } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';

export async function fetchLoginState(): Promise<string> {
  const { data } = await adminClient.get<DataEnvelope<LoginState>>('/login-state', undefined, false);
  return data.state;
}
