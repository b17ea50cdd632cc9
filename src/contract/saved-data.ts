/**
 * How long the persisted query cache is good for (src/lib/query-persist.ts drops an older one at
 * start); src/app/static-shell/show/ gets it from the build (scripts/vite-static-shell.ts) to leave a
 * screen snapshot of an outdated cache alone.
 */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
