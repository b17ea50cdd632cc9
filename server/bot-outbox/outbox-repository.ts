/**
 * The notification outbox (docs/bot.md): a row is written in the transaction of the fact, so it
 * exists exactly when the fact committed; the one sender (bot/outbox-sender.ts) reads it afterwards.
 */
import type { LanguageCode } from '../../src/contract/languages';
import { matchLanguage } from '../../src/contract/languages';
import { PROMOTIONAL_KINDS, type NotificationKind } from '../../src/contract/notifications';
import type { Queryable } from '../db/db';

/** What a notification's text is filled with: an amount in micro-USDT, a friend's name. */
export interface NotificationParams {
  amountMicro?: bigint | string;
  name?: string;
  /** A complaint's number and the operator's answer (complaint_answered). */
  complaintId?: number;
  text?: string;
  /** A sent withdrawal's transaction (hex), linked on the explorer. */
  txHash?: string;
}

export interface EnqueueOptions {
  /** At most one notification of this kind per player and key (e.g. `circle:109400`). */
  dedupeKey?: string;
}

/**
 * THE call for a fact that should reach the player through the bot: inside the fact's transaction
 * (`tx`), so a rollback leaves nothing to send and a crash after the commit loses nothing.
 */
export async function enqueueNotification(tx: Queryable, playerId: number, kind: NotificationKind, params: NotificationParams = {}, { dedupeKey }: EnqueueOptions = {}): Promise<void> {
  const json = { ...params, ...(params.amountMicro === undefined ? {} : { amountMicro: String(params.amountMicro) }) };
  await tx.query(
    `INSERT INTO bot_outbox (user_id, kind, params, dedupe_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (user_id, kind, dedupe_key) DO NOTHING`,
    [playerId, kind, JSON.stringify(json), dedupeKey ?? null],
  );
}

export interface OutboxMessage {
  id: number;
  userId: number;
  telegramId: number;
  languageCode: LanguageCode;
  kind: NotificationKind;
  params: { amountMicro?: string; name?: string; complaintId?: number; text?: string; txHash?: string };
  attempts: number;
}

interface OutboxRow {
  id: bigint;
  user_id: bigint;
  telegram_id: bigint;
  language_code: string;
  kind: NotificationKind;
  params: OutboxMessage['params'];
  attempts: number;
}

/**
 * Drops what the player does not want (stopped, muted, or the bot is blocked), then returns the
 * due messages, oldest first, at most one per player: one batch never waits on one chat's limit.
 */
export async function dueMessages(q: Queryable, limit: number): Promise<OutboxMessage[]> {
  await q.query(
    `UPDATE bot_outbox o SET status = 'dropped', last_error = 'turned off or unreachable'
     FROM bot_chats c
     WHERE o.status = 'pending' AND c.user_id = o.user_id
       AND (c.stopped OR c.unreachable_at IS NOT NULL OR o.kind = ANY (c.muted_kinds))`,
  );
  // A player on a time-out or self-excluded gets no invitation to play: dropped, not postponed.
  await q.query(
    `UPDATE bot_outbox o SET status = 'dropped', last_error = 'promotional during a time-out or self-exclusion'
     FROM player_protection p
     WHERE o.status = 'pending' AND p.user_id = o.user_id AND o.kind = ANY ($1::text[])
       AND (p.timeout_until > now() OR p.excluded_until > now())`,
    [PROMOTIONAL_KINDS],
  );
  const rows = await q.query<OutboxRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (o.user_id) o.id, o.user_id, u.telegram_id, u.language_code, o.kind, o.params, o.attempts
       FROM bot_outbox o JOIN users u ON u.id = o.user_id LEFT JOIN bot_chats c ON c.user_id = o.user_id
         LEFT JOIN player_protection p ON p.user_id = o.user_id
       WHERE o.status = 'pending' AND o.next_attempt_at <= now()
         -- Again here: a row written after the UPDATEs above must not slip through.
         AND NOT coalesce(c.stopped OR c.unreachable_at IS NOT NULL OR o.kind = ANY (c.muted_kinds), false)
         AND NOT (o.kind = ANY ($2::text[]) AND coalesce(p.timeout_until > now() OR p.excluded_until > now(), false))
       ORDER BY o.user_id, o.id
     ) firsts ORDER BY id LIMIT $1`,
    [limit, PROMOTIONAL_KINDS],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    telegramId: Number(row.telegram_id),
    languageCode: matchLanguage(row.language_code),
    kind: row.kind,
    params: row.params,
    attempts: row.attempts,
  }));
}

export async function markSent(q: Queryable, id: number): Promise<void> {
  await q.query(`UPDATE bot_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [id]);
}

export async function markDropped(q: Queryable, id: number, reason: string): Promise<void> {
  await q.query(`UPDATE bot_outbox SET status = 'dropped', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, reason.slice(0, 500)]);
}

export async function scheduleRetry(q: Queryable, id: number, delayMs: number, reason: string): Promise<void> {
  await q.query(
    `UPDATE bot_outbox SET attempts = attempts + 1, last_error = $3, next_attempt_at = now() + $2 * interval '1 millisecond' WHERE id = $1`,
    [id, delayMs, reason.slice(0, 500)],
  );
}

/**
 * On the first day of a week: "your earnings are ready" for every referrer with unwithdrawn
 * earnings in the week before, once per circle (the dedupe key makes a second run a no-op).
 */
export async function enqueueEarningsReady(q: Queryable, circleId: number): Promise<void> {
  await q.query(
    `INSERT INTO bot_outbox (user_id, kind, params, dedupe_key)
     SELECT user_id, 'referral_earnings_ready', jsonb_build_object('amountMicro', earn_from_child_micro::text), 'circle:' || circle_id
     FROM ref_circles WHERE circle_id = $1 AND earn_from_child_micro > 0 AND NOT is_withdrawn
     ON CONFLICT (user_id, kind, dedupe_key) DO NOTHING`,
    [circleId],
  );
}
