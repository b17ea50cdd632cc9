/** The stake field's reading of the player's own number format, and amounts shown in it. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { displayNumber, displayUsdt, localizeDecimal } from '../../src/i18n/format-amount';
import { ENGLISH_SYMBOLS, numberSymbols } from '../../src/i18n/number-symbols';
import { parseAmount, parseDecimalInput } from '../../src/i18n/parse-amount';

const ARABIC_INDIC = { decimal: '٫', group: '٬', digits: [...'٠١٢٣٤٥٦٧٨٩'] };

describe('parseAmount', () => {
  it('reads the decimal comma of comma languages', () => {
    const codes = ['de', 'fr-FR', 'ru', 'tr', 'es-ES', 'pt-PT', 'it', 'id', 'ua'] as const;
    expect(codes.map((code) => [code, parseAmount('1,5', code), parseAmount(' 0,125 ', code)])).toEqual(
      codes.map((code) => [code, '1.5', '0.125']),
    );
  });

  it('reads the dot of dot languages, where a comma only groups thousands', () => {
    const codes = ['en', 'ja-JP', 'zh-CN', 'ko-KR', 'ms-MY', 'tl-PH', 'hi-IN'] as const;
    expect(codes.map((code) => [code, parseAmount('1.5', code), parseAmount('1,5', code), parseAmount('1,000.25', code)])).toEqual(
      codes.map((code) => [code, '1.5', null, '1000.25']),
    );
  });

  it('reads a dot as the decimal separator where the locale does not group with dots', () => {
    expect(parseAmount('1.5', 'fr-FR')).toBe('1.5');
    expect(parseAmount('1.5', 'ru')).toBe('1.5');
    // German groups with dots: "1.5" is neither 1.5 nor 15, it is refused.
    expect(parseAmount('1.5', 'de')).toBeNull();
    expect(parseAmount('1.000,5', 'de')).toBe('1000.5');
  });

  it('reads grouping spaces, including the narrow no-break space French prints', () => {
    expect(parseAmount('1\u202f000,5', 'fr-FR')).toBe('1000.5');
    expect(parseAmount('1 000', 'ru')).toBe('1000');
    expect(parseAmount('1 00', 'ru')).toBeNull();
  });

  it('reads Arabic-Indic, Persian, Devanagari and fullwidth digits', () => {
    expect(parseAmount('١٫٥', 'ar')).toBe('1.5');
    expect(parseAmount('١٢,٥', 'de')).toBe('12.5');
    expect(parseAmount('۱.۵', 'ar')).toBe('1.5');
    expect(parseAmount('१.५', 'hi-IN')).toBe('1.5');
    expect(parseAmount('１．５', 'ja-JP')).toBe('1.5'); // a Japanese IME's fullwidth digits and stop
    expect(parseDecimalInput('١٬٠٠٠٫٢٥', ARABIC_INDIC)).toBe('1000.25');
  });

  it.each([
    ['Arabic-Indic', 0x660],
    ['Persian', 0x6f0],
    ['Devanagari', 0x966],
    ['fullwidth', 0xff10],
  ])('reads every %s digit 0-9, alone and inside a number, in every language', (_set, zero) => {
    const digit = (value: number) => String.fromCodePoint(zero + value);
    for (const code of LANGUAGE_CODES) {
      for (let value = 0; value <= 9; value += 1) {
        expect(parseAmount(digit(value), code)).toBe(String(value));
        // The same digit at each place of a three-digit amount.
        expect(parseAmount(`${digit(9 - value)}${digit(value)}${digit(value)}`, code)).toBe(`${9 - value}${value}${value}`);
      }
    }
  });

  it('refuses what is not a plain amount', () => {
    const texts = ['', ' ', '-1', '+1', '1e3', '1.2.3', '1,,5', ',5', '5,', 'abc', '1,5 USDT', '12,34', '1,0000'];
    expect(texts.filter((text) => parseAmount(text, 'en') !== null)).toEqual([]);
    expect(parseAmount('1,2,3', 'de')).toBeNull();
    expect(parseAmount('1.00', 'de')).toBeNull();
  });
});

describe('displayUsdt', () => {
  it('shows two decimals at least, without trailing zeros, in the language’s separator', () => {
    expect(displayUsdt('12.500000', 'en')).toBe('12.50');
    expect(displayUsdt('0.123400', 'en')).toBe('0.1234');
    expect(displayUsdt('1000.000000', 'de')).toBe('1000,00');
    expect(displayUsdt('1.500000', 'fr-FR')).toBe('1,50');
  });

  it('writes the locale’s digits', () => {
    expect(localizeDecimal('12.5', ARABIC_INDIC)).toBe('١٢٫٥');
    const ar = numberSymbols('ar');
    expect(displayUsdt('3.250000', 'ar')).toBe(localizeDecimal('3.25', ar));
  });

  it('reads back what it shows', () => {
    const codes = ['en', 'de', 'fr-FR', 'ar', 'hi-IN', 'ua'] as const;
    expect(codes.map((code) => [code, parseAmount(displayUsdt('999.125000', code), code), parseAmount(displayNumber('5', code), code)])).toEqual(
      codes.map((code) => [code, '999.125', '5']),
    );
  });
});

describe('numberSymbols', () => {
  it("knows English without asking Intl, and what it knows is what Intl says", () => {
    const parts = new Intl.NumberFormat('en').formatToParts(12345.5);
    const plain = new Intl.NumberFormat('en', { useGrouping: false });
    expect(ENGLISH_SYMBOLS).toEqual({
      decimal: parts.find((part) => part.type === 'decimal')?.value,
      group: parts.find((part) => part.type === 'group')?.value,
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    });
    expect(numberSymbols('en')).toBe(ENGLISH_SYMBOLS);
  });
});
