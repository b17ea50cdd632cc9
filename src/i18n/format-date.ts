/**
 * Dates in the language on screen, with its date-fns locale (date-locales.ts). Screens call
 * `useFormatDate()` so they re-render when the language changes.
 */
import { format } from 'date-fns/format';
import { useSyncExternalStore } from 'react';
import { utc } from '../contract/utc';
import { getI18nState, subscribeI18n } from './store';

/** `pattern` is a date-fns pattern; the default is the locale's medium date ("Jan 15, 2026"). */
export function formatDate(date: Date | string, pattern = 'PP'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return format(value, pattern, { locale: getI18nState().dateLocale });
}

/** The locale's medium date and short time ("Jan 15, 2026, 3:04 PM"). */
export function formatDateTime(date: Date | string): string {
  return formatDate(date, 'PPp');
}

/** A calendar day in UTC ("Nov 15, 2026"): referral weeks are counted in UTC, so is their start. */
export function formatUtcDay(date: Date): string {
  return formatDate(utc(date));
}

const getDateLocale = () => getI18nState().dateLocale;

export function useFormatDate(): {
  formatDate: typeof formatDate;
  formatDateTime: typeof formatDateTime;
  formatUtcDay: typeof formatUtcDay;
} {
  useSyncExternalStore(subscribeI18n, getDateLocale, getDateLocale);
  return { formatDate, formatDateTime, formatUtcDay };
}
