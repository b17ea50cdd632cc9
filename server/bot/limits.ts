/**
 * Telegram's sending limits (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this):
 * about 30 messages a second overall and 1 a second per chat. Tests scale them up (and the timings
 * down) to run a burst quickly through the same limiter.
 */
export interface BotLimits {
  perSecond: number;
  perChatPerSecond: number;
  /** How often the sender looks for due messages. */
  pollMs: number;
  /** The first retry's delay after a transient error; doubled each time, at most maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a sender or poller keeps its lease without renewing it. */
  leaseMs: number;
  /** A 429 asking to wait longer than this goes back to the outbox instead of holding the sender. */
  maxRetryAfterS: number;
}

export const DEFAULT_BOT_LIMITS: BotLimits = {
  perSecond: 30,
  perChatPerSecond: 1,
  pollMs: 1000,
  backoffMs: 1000,
  maxBackoffMs: 5 * 60_000,
  leaseMs: 10_000,
  maxRetryAfterS: 60,
};

/** The least spacing between two sends for a rate, with 5% to spare for the network's jitter. */
export function minSpacingMs(perSecond: number): number {
  return Math.ceil(1050 / perSecond);
}
