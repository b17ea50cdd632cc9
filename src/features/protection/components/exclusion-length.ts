/**
 * A self-exclusion length as people say it, in the language on screen: whole years as years
 * (60 months is "5 years"), other lengths in months, worded by the date locale the app already
 * loads for dates (date-fns' formatDuration), so every count gets its language's plural.
 */
import { formatDuration } from 'date-fns/formatDuration';
import { getI18nState } from '../../../i18n/store';

export function formatExclusionMonths(months: number): string {
  const duration = months % 12 === 0 ? { years: months / 12 } : { months };
  return formatDuration(duration, { locale: getI18nState().dateLocale });
}
