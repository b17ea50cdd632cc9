import type { Config } from '../config';

/**
 * Production logs pino's JSON (one record per line, for the log pipeline); a dev server logs for
 * people, one line per request, with a formatter loaded only there (dev-log-stream.ts).
 */
export async function loggerOptions({ logLevel, production }: Pick<Config, 'logLevel' | 'production'>) {
  if (logLevel === 'silent') return false;
  if (production) return { level: logLevel };
  const { devLogStream } = await import('./dev-log-stream');
  return { level: logLevel, stream: devLogStream(process.stdout) };
}
