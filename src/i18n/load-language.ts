/**
 * Everything a language other than English needs, in one lazy chunk that store.ts imports on the
 * first switch: @formatjs/intl (ICU messages: the translations may use plural or select even where
 * English does not) plus the language's catalogue and date-fns locale.
 */
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Locale } from 'date-fns';
import type { LanguageCode } from '../contract/languages';
import { loadCatalogue } from './catalogues';
import { loadDateLocale } from './date-locales';
import { languageTag } from './language-tags';
import { enAll } from './messages/en-all';
import type { Formatter } from './minimal-format';

const cache = createIntlCache();

export interface LoadedLanguage {
  t: Formatter;
  dateLocale: Locale | undefined;
}

export async function loadLanguage(code: LanguageCode): Promise<LoadedLanguage> {
  const [catalogue, dateLocale] = await Promise.all([loadCatalogue(code), loadDateLocale(code)]);
  const intl = createIntl(
    // English under the catalogue: a key added to en.ts but not yet translated shows in English
    // (never its id), and formatjs has no "missing message" to report.
    { locale: languageTag(code), defaultLocale: 'en', messages: { ...enAll, ...catalogue } },
    cache,
  );
  const t: Formatter = (id, values) => {
    // Values print as they are, as in English (minimal-format.ts): a player ID or a digit must
    // not get a thousands separator. ICU's plural and number still work on numeric strings.
    const strings = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
    return intl.formatMessage({ id }, strings);
  };
  return { t, dateLocale };
}
