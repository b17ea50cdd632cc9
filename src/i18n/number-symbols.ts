/**
 * How a language writes numbers, from Intl's number parts: its decimal separator, its grouping
 * separator and its ten digits (Arabic-Indic where the locale uses them). The stake field reads
 * input with them (parse-amount.ts) and amounts are shown with them (format-amount.ts).
 */
export interface NumberSymbols {
  decimal: string;
  group: string;
  /** digits[n] is how the locale writes n. */
  digits: readonly string[];
}

/**
 * English, the default, is known: the first Intl.NumberFormat of a page costs about 50 ms at 4x CPU
 * (ICU's number data), inside the render that first shows an amount (home's balance, history's
 * payouts). Other languages ask Intl; a unit test holds this entry equal to what Intl says.
 */
export const ENGLISH_SYMBOLS: NumberSymbols = { decimal: '.', group: ',', digits: [...'0123456789'] };

const cache = new Map<string, NumberSymbols>([['en', ENGLISH_SYMBOLS]]);

export function numberSymbols(tag: string): NumberSymbols {
  const cached = cache.get(tag);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.5);
  const plain = new Intl.NumberFormat(tag, { useGrouping: false });
  const symbols: NumberSymbols = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // Some locales group only from five digits (es, it, pt: "1234,5"): 12345 shows their separator.
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
  };
  cache.set(tag, symbols);
  return symbols;
}
