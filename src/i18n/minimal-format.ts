import type { MessageId } from './messages/en';

export type MessageValues = Record<string, string | number>;
export type Formatter = (id: MessageId, values?: MessageValues) => string;

/**
 * English's formatter: fills plain `{name}` placeholders, which is all English uses, so the
 * default language costs no ICU parser in the entry chunk (@formatjs/intl is 12.7 KB gzip and is
 * loaded with the first other language, load-language.ts). tests/unit/i18n-catalogues.test.ts
 * checks that every English text renders the same here as through @formatjs/intl: an English
 * text that needs real ICU (plural, select, number) fails it.
 */
export function createMinimalFormatter(messages: Readonly<Partial<Record<MessageId, string>>>): Formatter {
  return (id, values) => {
    // A screen's text before messages/en-screens.ts is here: never shown, its routes wait for it.
    const text = messages[id] ?? '';
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
