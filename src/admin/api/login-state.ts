/** GET /admin/api/login-state: a one-time state the server will want back with the login. */
import { adminClient } from './admin-client';

export async function fetchLoginState(): Promise<string> {
  const { data } = await adminClient.call('GET /login-state', { endOn401: false });
  return data.state;
}
