import { en, type MessageId } from './messages/en';

export type MessageValues = Record<string, string | number>;

/**
 * Looks a message up and fills its `{name}` placeholders. A stand-in until the i18n issue loads
 * catalogues with @formatjs/intl; components only see `t` and `useT`, so that swap is local.
 */
export function t(id: MessageId, values?: MessageValues): string {
  const text: string = en[id];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Hook form of `t`; it will re-render with the active locale once catalogues can change. */
export function useT(): typeof t {
  return t;
}
