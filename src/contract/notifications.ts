/** What the bot tells a player unasked (docs/bot.md, "Notifications"): the outbox's kinds. */
export const NOTIFICATION_KINDS = ['deposit_credited', 'withdrawal_sent', 'withdrawal_refunded', 'referral_earnings_ready', 'friend_joined'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
}

/** GET/PATCH /user/notifications: each kind on or off, and whether the bot can reach the player. */
export interface NotificationSettings {
  kinds: Record<NotificationKind, boolean>;
  /** false after Telegram answered 403 (the player blocked the bot) until they write to it again. */
  reachable: boolean;
}
