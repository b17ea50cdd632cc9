/**
 * USDT for people, in the player's number format: the API's six-decimal strings ("12.500000")
 * with two decimals at least and no trailing noise, then written with the language's decimal
 * separator and digits ("12,50" in German). Pure string work, so no float ever rounds a payout.
 * No grouping: the stake field reads back exactly what is shown (parse-amount.ts), and the
 * stakes and balances of this game fit in a few digits.
 */
import type { LanguageCode } from '../contract/languages';
import { languageTag } from './language-tags';
import { numberSymbols, type NumberSymbols } from './number-symbols';
import { getI18nState } from './store';

/** A plain decimal ("12.5", "7") in the locale's separator and digits. */
export function localizeDecimal(plain: string, symbols: NumberSymbols): string {
  let out = '';
  for (const char of plain) out += char === '.' ? symbols.decimal : (symbols.digits[Number(char)] ?? char);
  return out;
}

/** "12.500000" -> "12.50" in English, "12,50" in German; `code` defaults to the language on screen. */
export function displayUsdt(amount: string, code: LanguageCode = getI18nState().language): string {
  const [whole = '0', frac = ''] = amount.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return localizeDecimal(`${whole}.${trimmed}`, numberSymbols(languageTag(code)));
}

/** A whole or decimal number the player reads or types (quick stakes, limits) in the language on screen. */
export function displayNumber(plain: string, code: LanguageCode = getI18nState().language): string {
  return localizeDecimal(plain, numberSymbols(languageTag(code)));
}
