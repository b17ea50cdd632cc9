/** What a Telegram launch or login tells us about a person. */
export interface TelegramProfile {
  telegramId: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  /** IETF tag as Telegram sends it (`en`, `pt-br`); absent from Login Widget data. */
  languageCode: string | null;
}

export function fullName(profile: Pick<TelegramProfile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}
