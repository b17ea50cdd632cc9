/** The seeded player of the load and events runs: a fresh Telegram user with orders placed through the API. */
import type { InitDataUser } from '../server/auth/sign-init-data';
import { freshUser, placeOrderAt, placeOrdersWith } from '../server/dev/scripted-player';

export async function seededPlayer(base: string, orders: number, name = 'Bench'): Promise<InitDataUser> {
  const user = freshUser(name);
  await placeOrdersWith(() => placeOrderAt(base, user), orders);
  return user;
}
