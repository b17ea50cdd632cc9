/** Told once when the database is gone for good; the server logs one line and exits (server/main.ts). */
export type FatalHandler = (error: Error) => void;

/** Postgres severities after which the session (PGlite's only one) is over. */
const FATAL_SEVERITIES = new Set(['FATAL', 'PANIC']);

/** SQLSTATE class 58, system_error: io_error, undefined_file... the files under PGlite are failing. */
const SYSTEM_ERROR_CLASS = '58';

/**
 * True when PGlite cannot be trusted with another query: its WASM aborted (RuntimeError, e.g. after
 * Postgres PANICs) or exited, Postgres ended the session, or the disk under DATA_DIR returned an I/O
 * error (the next write may be the WAL's, and a half-working store only serves 500s). Ordinary SQL
 * errors (constraint violations, serialization failures) are not fatal.
 */
export function isFatalDbError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, severity, code } = error as { name?: unknown; severity?: unknown; code?: unknown };
  // By name: the server's TypeScript lib has no WebAssembly types.
  if (name === 'RuntimeError' || name === 'ExitStatus') return true;
  return (typeof severity === 'string' && FATAL_SEVERITIES.has(severity)) || (typeof code === 'string' && code.startsWith(SYSTEM_ERROR_CLASS));
}
