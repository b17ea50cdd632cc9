/**
 * How the build names language chunks, and how the service worker recognises them: one source for
 * vite.config.ts (chunk names, left out of the precache) and sw/catalogue-cache.ts (cached on first
 * use). English is bundled in the entry and has none.
 */
export const LANGUAGE_CHUNK_PREFIXES = { messages: 'messages-', dateLocale: 'date-locale-' } as const;

/** `assets/<prefix>[name]-[hash].js`, as rolldown's chunkFileNames takes it. */
export const languageChunkFileName = (prefix: string): string => `assets/${prefix}[name]-[hash].js`;

/** The precache globs that leave the language chunks out. */
export const LANGUAGE_CHUNK_GLOBS: readonly string[] = Object.values(LANGUAGE_CHUNK_PREFIXES).map((prefix) => `**/${prefix}*.js`);

/** A URL path of a language chunk. */
export function isLanguageChunkPath(pathname: string): boolean {
  return Object.values(LANGUAGE_CHUNK_PREFIXES).some((prefix) => pathname.startsWith(`/assets/${prefix}`) && pathname.endsWith('.js') && !pathname.slice(8).includes('/'));
}
