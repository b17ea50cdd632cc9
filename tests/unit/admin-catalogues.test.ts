/**
 * The console's catalogues (src/admin/i18n/messages/), held to the player catalogues' rules
 * (i18n-catalogues.test.ts): every language has exactly English's keys, valid ICU with English's
 * placeholders, really translated, the product names kept; and no key sits in a catalogue that
 * no source of the console reads.
 */
import { createIntl } from '@formatjs/intl';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAdminCatalogue } from '../../src/admin/i18n/catalogues';
import { ADMIN_LANGUAGES, pickAdminLanguage } from '../../src/admin/i18n/languages';
import { en, type AdminMessageId } from '../../src/admin/i18n/messages/en';

const ids = Object.keys(en) as AdminMessageId[];
const others = ADMIN_LANGUAGES.filter((code) => code !== 'en');

/** The ICU arguments of a text: name -> type ('' for a plain `{name}`); a plural's branches are not arguments. */
function argumentsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const argument = /(?<!(?:=\d+|\b(?:zero|one|two|few|many|other))\s*)\{\s*(\w+)\s*(?:,\s*(\w+))?/g;
  for (const [, name = '', type = ''] of text.matchAll(argument)) found.set(name, type);
  return found;
}

function sampleValues(id: AdminMessageId): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, type] of argumentsOf(en[id])) values[name] = type ? 3 : `<${name}>`;
  return values;
}

function format(locale: string, id: AdminMessageId, text: string): string {
  const errors: string[] = [];
  const intl = createIntl({ locale, messages: { [id]: text }, onError: (error) => errors.push(error.message) });
  const out = intl.formatMessage({ id }, sampleValues(id));
  if (errors.length) throw new Error(`${id}: ${errors.join('; ')}`);
  return out;
}

const isNeutral = (text: string) => text.replace(/\{[^}]*\}|USDT|GGR|NGR|TON|[\d\s\p{P}\p{S}]/gu, '') === '';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('i18n', 'messages')) ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the console’s English catalogue', () => {
  it('is valid ICU', () => {
    const problems: string[] = [];
    for (const id of ids) {
      try {
        format('en', id, en[id]);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key the console never reads', () => {
    const code = sources('src/admin').map((path) => readFileSync(path, 'utf8')).join('\n');
    expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });
});

describe.each(others)('the console’s %s catalogue', (code) => {
  it('has exactly the keys English has', async () => {
    const keys = Object.keys(await loadAdminCatalogue(code));
    expect(ids.filter((id) => !keys.includes(id)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !(key in en)), 'extra keys').toEqual([]);
  });

  it('is valid ICU with the same placeholders as English', async () => {
    const catalogue = await loadAdminCatalogue(code);
    const problems: string[] = [];
    for (const id of ids.filter((key) => key in catalogue)) {
      const englishArgs = new Set(argumentsOf(en[id]).keys());
      const ownArgs = new Set(argumentsOf(catalogue[id]).keys());
      if (englishArgs.size !== ownArgs.size || ![...ownArgs].every((name) => englishArgs.has(name))) problems.push(`${id} has {${[...ownArgs].join('}, {')}}`);
      try {
        const out = format(code, id, catalogue[id]);
        for (const [name, type] of argumentsOf(en[id])) if (!type && !out.includes(`<${name}>`)) problems.push(`${id} does not show {${name}}`);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is translated, not copied from English', async () => {
    const catalogue = await loadAdminCatalogue(code);
    const translatable = ids.filter((id) => !isNeutral(en[id]));
    const same = translatable.filter((id) => catalogue[id] === en[id]);
    expect(same.length / translatable.length, `same as English: ${same.join(', ')}`).toBeLessThanOrEqual(0.02);
  });

  it('keeps the product names', async () => {
    const catalogue = await loadAdminCatalogue(code);
    const lost = ids.filter((id) => ['USDT', 'SendsWin', 'Telegram', 'TON', 'ADR', 'CSV'].some((name) => en[id].includes(name) && !catalogue[id].includes(name)));
    expect(lost).toEqual([]);
  });
});

describe('the console’s language', () => {
  it('is the first supported of the operator’s choice, their Telegram language and the browser’s, else English', () => {
    expect(pickAdminLanguage([null, 'ru', 'en-US'])).toBe('ru');
    expect(pickAdminLanguage(['en', 'ru'])).toBe('en');
    expect(pickAdminLanguage([null, undefined, 'ru-RU'])).toBe('ru');
    expect(pickAdminLanguage(['uk', 'de-DE'])).toBe('en');
  });
});
