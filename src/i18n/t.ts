import { useSyncExternalStore } from 'react';
import type { MessageId } from './messages/en';
import type { Formatter, MessageValues } from './minimal-format';
import { getI18nState, subscribeI18n } from './store';

export type { MessageValues } from './minimal-format';

/** The text of `id` in the language on screen, its `{placeholders}` filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return getI18nState().t(id, values);
}

const getT = (): Formatter => getI18nState().t;

/** `t` of the language on screen; the component re-renders when the language changes. */
export function useT(): Formatter {
  return useSyncExternalStore(subscribeI18n, getT, getT);
}
