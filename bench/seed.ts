/** The seeded player of the load and events runs: a fresh Telegram user with orders placed through the API. */
import { request } from '@playwright/test';
import type { InitDataUser } from '../server/auth/sign-init-data';
import { freshUser, placeOrders } from '../tests/e2e/play-api';

export async function seededPlayer(base: string, orders: number, name = 'Bench'): Promise<InitDataUser> {
  const user = freshUser(name);
  const api = await request.newContext({ baseURL: base });
  try {
    await placeOrders(api, user, orders);
  } finally {
    await api.dispose();
  }
  return user;
}
