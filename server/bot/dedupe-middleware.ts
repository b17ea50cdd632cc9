import type { Context, MiddlewareFn } from 'grammy';
import type { Db } from '../db/db';
import { claimUpdate, releaseUpdate } from './update-repository';

/**
 * Each update_id is handled once: Telegram sends an update again when our answer was slow or lost.
 * A handler that fails gives its claim back, so Telegram's retry is handled.
 */
export function dedupeMiddleware(db: Db): MiddlewareFn<Context> {
  return async (ctx, next) => {
    const updateId = ctx.update.update_id;
    if (!(await claimUpdate(db, updateId))) return;
    try {
      await next();
    } catch (error) {
      await releaseUpdate(db, updateId);
      throw error;
    }
  };
}
