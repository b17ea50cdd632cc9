import type { TelegramProfile } from '../telegram/telegram-profile';

/** What a Telegram user id maps to: our user id (never changes) and the names last written. */
export interface KnownIdentity {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
}

const MAX_ENTRIES = 50_000;

/**
 * Telegram id -> user id and the names the users row holds; no balance. Filled by ensurePlayer
 * after it read or wrote the row, so a hit whose names match the initData means ensurePlayer would
 * change nothing: the route that needs only the player's id skips the users SELECT.
 */
export class IdentityCache {
  private readonly byTelegramId = new Map<number, KnownIdentity>();

  /** The user id when the row is known to hold exactly these names; else null (go to the database). */
  idIfUnchanged(profile: TelegramProfile): number | null {
    const known = this.byTelegramId.get(profile.telegramId);
    if (!known) return null;
    const same = known.firstName === profile.firstName && known.lastName === profile.lastName && known.username === profile.username;
    return same ? known.id : null;
  }

  remember(telegramId: number, identity: KnownIdentity): void {
    // Map keeps insertion order: re-inserting moves the entry last, the first is the oldest.
    this.byTelegramId.delete(telegramId);
    this.byTelegramId.set(telegramId, identity);
    if (this.byTelegramId.size > MAX_ENTRIES) {
      const oldest = this.byTelegramId.keys().next();
      if (!oldest.done) this.byTelegramId.delete(oldest.value);
    }
  }
}
