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

const cache = new Map<string, NumberSymbols>();

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
