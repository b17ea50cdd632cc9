/** Told once when the database is gone for good; the server logs one line and exits (server/main.ts). */
export type FatalHandler = (error: Error) => void;

/** Postgres severities after which the session (PGlite's only one) is over. */
const FATAL_SEVERITIES = new Set(['FATAL', 'PANIC']);

/**
 * True when no later query can succeed: the PGlite WASM aborted (RuntimeError, e.g. after Postgres
 * PANICs on an I/O error) or exited, or Postgres ended the session. Ordinary SQL errors (constraint
 * violations, serialization failures) are not fatal.
 */
export function isFatalDbError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, severity } = error as { name?: unknown; severity?: unknown };
  // By name: the server's TypeScript lib has no WebAssembly types.
  return name === 'RuntimeError' || name === 'ExitStatus' || (typeof severity === 'string' && FATAL_SEVERITIES.has(severity));
}
