/**
 * Dates in the player's language. One function, so the i18n work can swap in date-fns locales
 * later without touching screens. Intl needs no locale download, which keeps chunks small.
 */
import { getLanguage } from '../settings/language';

/** Spec section 3: the app's `ua` is Ukrainian, whose BCP 47 (and date locale) code is `uk`. */
function intlLocale(): string {
  const code = getLanguage();
  return code === 'ua' ? 'uk' : code;
}

export function formatDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

/** A calendar day in UTC ("Nov 15, 2026"): referral weeks are counted in UTC, so is their start. */
export function formatUtcDay(date: Date): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
