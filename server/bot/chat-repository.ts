import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '../../src/contract/notifications';
import type { Queryable } from '../db/db';

interface ChatRow {
  stopped: boolean;
  muted_kinds: string[];
  unreachable_at: Date | null;
}

/** A player's notification settings; a player the bot never heard of gets everything. */
export async function notificationSettings(q: Queryable, userId: number): Promise<NotificationSettings> {
  const [row] = await q.query<ChatRow>('SELECT stopped, muted_kinds, unreachable_at FROM bot_chats WHERE user_id = $1', [userId]);
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !row || (!row.stopped && !row.muted_kinds.includes(kind))]));
  return { kinds: kinds as Record<NotificationKind, boolean>, reachable: !row?.unreachable_at };
}

/** /stop (true) and /notify (false); /notify also turns back on the kinds muted in profile. */
export async function setStopped(q: Queryable, userId: number, stopped: boolean): Promise<void> {
  await q.query(
    `INSERT INTO bot_chats (user_id, stopped) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET stopped = $2, muted_kinds = CASE WHEN $2 THEN bot_chats.muted_kinds ELSE '{}' END`,
    [userId, stopped],
  );
}

/**
 * One profile switch. Turning a kind on after /stop keeps the others off, as the profile showed
 * them: the stop becomes "every other kind muted".
 */
export async function setKind(q: Queryable, userId: number, kind: NotificationKind, enabled: boolean): Promise<void> {
  const others = NOTIFICATION_KINDS.filter((other) => other !== kind);
  await q.query(
    `INSERT INTO bot_chats (user_id, muted_kinds) VALUES ($1, CASE WHEN $3 THEN '{}'::text[] ELSE ARRAY[$2] END)
     ON CONFLICT (user_id) DO UPDATE SET
       muted_kinds = CASE
         WHEN $3 AND bot_chats.stopped THEN $4::text[]
         WHEN $3 THEN array_remove(bot_chats.muted_kinds, $2)
         WHEN $2 = ANY (bot_chats.muted_kinds) THEN bot_chats.muted_kinds
         ELSE array_append(bot_chats.muted_kinds, $2) END,
       stopped = bot_chats.stopped AND NOT $3`,
    [userId, kind, enabled, others],
  );
}

/** Telegram answered 403: the player blocked the bot; nothing more is sent until they write to it. */
export async function markUnreachable(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO bot_chats (user_id, unreachable_at) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET unreachable_at = now()`,
    [userId],
  );
}

/** The player wrote to the bot: it can reach them again. */
export async function markReachable(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE bot_chats SET unreachable_at = NULL WHERE user_id = $1 AND unreachable_at IS NOT NULL', [userId]);
}
