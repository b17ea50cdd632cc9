import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { OPTION_LABELS, type BetOption } from '../../src/contract/games';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { loadCatalogue } from '../../src/i18n/catalogues';
import { languageTag } from '../../src/i18n/language-tags';
import { enAll as en } from '../../src/i18n/messages/en-all';
import type { MessageId } from '../../src/i18n/messages/en';
import { createMinimalFormatter } from '../../src/i18n/minimal-format';

const ids = Object.keys(en) as MessageId[];
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

/** The ICU arguments of a text: name -> type ('' for a plain `{name}`). */
function argumentsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', type = ''] of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) found.set(name, type);
  return found;
}

/** Sample values: a marker string that a plain placeholder must echo; a number for plural/number. */
function sampleValues(id: MessageId): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, type] of argumentsOf(en[id])) values[name] = type ? 3 : `<${name}>`;
  return values;
}

/** Formats with formatjs, failing on any error (bad ICU syntax, an argument English does not have). */
function format(locale: string, id: MessageId, text: string): string {
  const errors: string[] = [];
  const intl = createIntl({ locale, messages: { [id]: text }, onError: (error) => errors.push(error.message) });
  const out = intl.formatMessage({ id }, sampleValues(id));
  if (errors.length) throw new Error(`${id}: ${errors.join('; ')}`);
  return out;
}

/** Texts that read the same in every language: placeholders, USDT, digits and punctuation only. */
const isNeutral = (text: string) => text.replace(/\{[^}]*\}|USDT|[\d\s\p{P}\p{S}]/gu, '') === '';

describe('English catalogue', () => {
  it('renders the same through the minimal formatter as through @formatjs/intl', () => {
    const minimal = createMinimalFormatter(en);
    const differing = ids.filter((id) => minimal(id, sampleValues(id)) !== format('en', id, en[id]));
    expect(differing).toEqual([]);
  });

  it('has the option labels of the spec', () => {
    for (const [option, label] of Object.entries(OPTION_LABELS)) {
      expect(en[`option.${option as BetOption}`]).toBe(label);
    }
  });
});

describe.each(others)('%s catalogue', (code) => {
  it('has exactly the keys English has', async () => {
    const keys = Object.keys(await loadCatalogue(code));
    expect(ids.filter((id) => !keys.includes(id)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !(key in en)), 'extra keys').toEqual([]);
  });

  it('is valid ICU with the same placeholders as English', async () => {
    const catalogue = await loadCatalogue(code);
    const problems: string[] = [];
    for (const id of ids.filter((key) => key in catalogue)) {
      const englishArgs = new Set(argumentsOf(en[id]).keys());
      const ownArgs = new Set(argumentsOf(catalogue[id]).keys());
      const same = englishArgs.size === ownArgs.size && [...ownArgs].every((name) => englishArgs.has(name));
      if (!same) problems.push(`${id} has {${[...ownArgs].join('}, {')}}`);
      try {
        const out = format(languageTag(code), id, catalogue[id]);
        const plain = [...argumentsOf(en[id])].filter(([, type]) => !type).map(([name]) => name);
        for (const name of plain) if (!out.includes(`<${name}>`)) problems.push(`${id} does not show {${name}}`);
      } catch (error) {
        problems.push((error as Error).message); // invalid ICU, or an argument English lacks
      }
    }
    expect(problems).toEqual([]);
  });

  it('is translated, not copied from English', async () => {
    const catalogue = await loadCatalogue(code);
    const translatable = ids.filter((id) => !isNeutral(en[id]));
    const same = translatable.filter((id) => catalogue[id] === en[id]);
    expect(same.length / translatable.length, `same as English: ${same.join(', ')}`).toBeLessThanOrEqual(0.1);
  });

  it('keeps the product names', async () => {
    const catalogue = await loadCatalogue(code);
    const lost = ids.filter((id) =>
      ['USDT', 'SendsWin', 'Telegram', 'SHA-256'].some((name) => en[id].includes(name) && !catalogue[id].includes(name)),
    );
    expect(lost).toEqual([]);
  });
});
