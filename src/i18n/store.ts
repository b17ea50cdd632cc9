/**
 * The language the UI is in: its formatter and date-fns locale, as a small external store that
 * follows the stored language (settings/language.ts). `useT` reads it with useSyncExternalStore,
 * so a change re-renders every text.
 *
 * English is bundled and needs nothing loaded. Another language loads its catalogue, its date-fns
 * locale and @formatjs/intl first (load-language.ts, a lazy chunk), and only then replaces the
 * previous one, so the screen never shows message ids or half a language. A load that fails
 * (offline before the chunks were ever cached) keeps the language on screen and reports it in
 * `failure`, which the root layout shows as a toast.
 */
import type { Locale } from 'date-fns';
import type { LanguageCode } from '../contract/languages';
import { getLanguage, subscribeLanguage } from '../settings/language';
import { languageTag, textDirection } from './language-tags';
import { en, type MessageId } from './messages/en';
import { createMinimalFormatter, type Formatter } from './minimal-format';

export interface I18nState {
  /** The language on screen. */
  readonly language: LanguageCode;
  readonly t: Formatter;
  /** undefined: date-fns' built-in en-US. */
  readonly dateLocale: Locale | undefined;
  /** A language being loaded, to replace `language` once it is here. */
  readonly pending: LanguageCode | null;
  /** The last language that could not be loaded (a new object each time, for effects). */
  readonly failure: { readonly language: LanguageCode } | null;
}

const englishState = (texts: typeof english): I18nState => ({ language: 'en', t: createMinimalFormatter(texts), dateLocale: undefined, pending: null, failure: null });

/** English as far as it is loaded: the entry's texts, then the other screens' (loadScreenTexts). */
let english: Readonly<Partial<Record<MessageId, string>>> = en;
let ENGLISH: I18nState = englishState(english);
let screenTexts: Promise<void> | null = null;

let state: I18nState = ENGLISH;
const listeners = new Set<() => void>();

export function getI18nState(): I18nState {
  return state;
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: I18nState): void {
  state = next;
  for (const listener of listeners) listener();
}

function applyToDocument(code: LanguageCode): void {
  document.documentElement.lang = languageTag(code);
  document.documentElement.dir = textDirection(code);
}

let latest = 0;
let settled: Promise<void> = Promise.resolve();

/** Loads `code`, then shows it. Of quick successive changes only the last one is applied. */
function activate(code: LanguageCode): Promise<void> {
  const ticket = ++latest;
  if (code === state.language && !state.pending) return settled; // already on screen
  update({ ...state, pending: code });
  const loaded =
    code === 'en'
      ? Promise.resolve({ t: ENGLISH.t, dateLocale: undefined })
      : import('./load-language').then((module) => module.loadLanguage(code));
  settled = loaded.then(
    ({ t, dateLocale }) => {
      if (ticket !== latest) return;
      applyToDocument(code);
      update({ language: code, t, dateLocale, pending: null, failure: null });
    },
    (error: unknown) => {
      console.error(`i18n: could not load language ${code}`, error);
      if (ticket !== latest) return;
      update({ ...state, pending: null, failure: { language: code } });
    },
  );
  return settled;
}

/**
 * Loads the English texts of the screens other than home (messages/en-screens.ts). main.tsx starts
 * it after the first render; the lazy routes of those screens wait for it (app/route-table.ts). A
 * failed load (offline, never cached) is tried again by the next caller.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('./messages/en-screens').then(
    ({ enScreens }) => {
      english = { ...en, ...enScreens };
      ENGLISH = englishState(english);
      if (state.language === 'en') update({ ...state, t: ENGLISH.t });
    },
    (error: unknown) => {
      screenTexts = null;
      throw error;
    },
  );
  return screenTexts;
}

/**
 * A lazy chunk whose components show texts of messages/en-screens.ts: loads both side by side and
 * resolves with the chunk once both are here, so it never renders an empty text.
 */
export async function withScreenTexts<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadScreenTexts()]);
  return module;
}

let stopFollowing: (() => void) | null = null;

/**
 * Shows the stored language and follows its changes from then on. main.tsx waits for the
 * returned promise (bounded) before the first render. Never rejects.
 */
export function initI18n(): Promise<void> {
  if (!stopFollowing) {
    stopFollowing = subscribeLanguage((code) => void activate(code));
    applyToDocument(state.language);
    void activate(getLanguage());
  }
  return settled;
}

/** Resolves once the latest requested language is on screen (or has failed to load). */
export function i18nSettled(): Promise<void> {
  return settled;
}

/** Test helper: back to English, no longer following the settings. */
export function resetI18n(): void {
  stopFollowing?.();
  stopFollowing = null;
  latest += 1;
  settled = Promise.resolve();
  applyToDocument('en');
  update(ENGLISH);
}
