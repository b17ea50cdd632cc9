/** What the bot tells a player unasked (docs/bot.md, "Notifications"): the outbox's kinds. */
export const NOTIFICATION_KINDS = ['deposit_credited', 'withdrawal_sent', 'withdrawal_refunded', 'referral_earnings_ready', 'friend_joined', 'complaint_answered'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds that invite a player back to play: never sent during a time-out or self-exclusion
 * (docs/player-protection.md). Money notices (deposits, withdrawals) still go: they are records.
 */
export const PROMOTIONAL_KINDS: readonly NotificationKind[] = ['referral_earnings_ready', 'friend_joined'];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
}

/** GET/PATCH /user/notifications: each kind on or off, and whether the bot can reach the player. */
export interface NotificationSettings {
  kinds: Record<NotificationKind, boolean>;
  /** false after Telegram answered 403 (the player blocked the bot) until they write to it again. */
  reachable: boolean;
}
