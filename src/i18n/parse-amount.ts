/**
 * Reads an amount as the player types it in their language: German "1,5", French "1 000,5",
 * Arabic "١٫٥" or "1.5" all give the plain decimal "1.5" that the API and contract/money.ts take.
 * Players' keyboards differ from their locale, so a few more forms are accepted than Intl prints:
 * - digits: ASCII, the locale's own, Arabic-Indic, Persian, Devanagari and fullwidth (CJK IMEs);
 * - decimal separator: the locale's; "." too where the locale does not group with "." (fr, ru,
 *   uk, pt), the Arabic decimal separator "٫" everywhere, and a CJK IME's fullwidth "．";
 * - grouping: the locale's separator (any space where it groups with a space), only between groups
 *   of three digits (two for hi-IN's lakh grouping); "1.5" in German is refused, not read as 15.
 * Anything else is null: signs, exponents, two decimal separators, misplaced groups.
 */
import type { LanguageCode } from '../contract/languages';
import { languageTag } from './language-tags';
import { numberSymbols, type NumberSymbols } from './number-symbols';
import { getI18nState } from './store';

/** The code points of "0" in the digit sets players' keyboards produce. */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xff10];
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';
const SPACES = /[\s\u00a0\u202f]/;

function asciiDigit(char: string, symbols: NumberSymbols): string | null {
  const own = symbols.digits.indexOf(char);
  if (own >= 0) return String(own);
  const code = char.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? null : String(code - zero);
}

const GROUPED = [/^\d{1,3}(?:G\d{3})+$/, /^\d{1,2}(?:G\d{2})*G\d{3}$/];

/** The integer part without its group separators, or null when they are misplaced. */
function ungroup(integer: string): string | null {
  if (!integer.includes('G')) return integer;
  return GROUPED.some((pattern) => pattern.test(integer)) ? integer.replaceAll('G', '') : null;
}

/** `text` as a plain decimal ("1.5", "1000"), or null when it is not a number in this locale. */
export function parseDecimalInput(text: string, symbols: NumberSymbols): string | null {
  const groupIsSpace = SPACES.test(symbols.group);
  const dotIsDecimal = symbols.decimal === '.' || symbols.group !== '.';
  let normalized = '';
  // A CJK IME's fullwidth full stop is a dot.
  for (const char of text.trim().replaceAll('\uff0e', '.')) {
    const digit = asciiDigit(char, symbols);
    if (digit !== null) normalized += digit;
    else if (char === symbols.decimal || char === ARABIC_DECIMAL || (char === '.' && dotIsDecimal)) normalized += 'D';
    else if (char === symbols.group || char === ARABIC_GROUP || (groupIsSpace && SPACES.test(char))) normalized += 'G';
    else return null;
  }
  const match = /^([\dG]+)(?:D(\d+))?$/.exec(normalized);
  if (!match?.[1]) return null;
  const integer = ungroup(match[1]);
  if (integer === null) return null;
  return match[2] === undefined ? integer : `${integer}.${match[2]}`;
}

/** parseDecimalInput in the language on screen (or `code`). */
export function parseAmount(text: string, code: LanguageCode = getI18nState().language): string | null {
  return parseDecimalInput(text, numberSymbols(languageTag(code)));
}
