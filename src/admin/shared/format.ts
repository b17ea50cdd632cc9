/**
 * Numbers as operators read them, in the console's language: USDT with two to six decimals,
 * returns as percentages, times in UTC (every operator reads the same clock).
 */
import { adminLanguage } from '../i18n/admin-i18n';
import type { AdminLanguage } from '../i18n/languages';

interface Formats {
  usdt: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
}

// English keeps en-US numbers beside en-GB dates (day before month), as the console always had.
const LOCALES: Record<AdminLanguage, { number: string; date: string }> = { en: { number: 'en-US', date: 'en-GB' }, ru: { number: 'ru-RU', date: 'ru-RU' } };
const made = new Map<AdminLanguage, Formats>();

function formats(): Formats {
  const language = adminLanguage();
  let found = made.get(language);
  if (!found) {
    const { number, date } = LOCALES[language];
    found = {
      usdt: new Intl.NumberFormat(number, { minimumFractionDigits: 2, maximumFractionDigits: 6 }),
      percent: new Intl.NumberFormat(number, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      date: new Intl.DateTimeFormat(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    };
    made.set(language, found);
  }
  return found;
}

/** A decimal string from the API ("-12.5"); shown as it is when it is not a number. */
export function usdt(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  const value = Number(amount);
  return Number.isFinite(value) ? `${formats().usdt.format(value)} USDT` : amount;
}

export function percent(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? '—' : formats().percent.format(ratio);
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(+date) ? iso : `${formats().date.format(date)} UTC`;
}
