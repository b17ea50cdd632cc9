/**
 * A dev server's log, for people (docs/operations.md, "Logs"): one line per request, `time method
 * path status duration`, instead of Fastify's two JSON records; other records as `time LEVEL
 * message {fields}`, an error with its stack. Production keeps pino's JSON for the log pipeline and
 * never loads this (server/app.ts imports it only outside production). Written here, not
 * pino-pretty: a transport is a worker thread and a dozen packages at every dev start, for
 * formatting a handful of fields.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every record has, or that the line shows already. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests still open, kept to name them when they complete; a bound against aborted ones never logged. */
const MAX_OPEN = 10_000;

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

export interface LineSink {
  write(text: string): unknown;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 23);

function extraFields(record: LogRecord): string {
  const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !SHOWN.has(key)));
  return Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
}

/** A pino destination that writes `out` one readable line per request and per other record. */
export function devLogStream(out: LineSink): LineSink {
  const open = new Map<string, string>();
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        return out.write(line);
      }
      const time = clock(record.time);
      if (record.req && record.reqId && !record.res) {
        // "incoming request": held until it completes, so each request is one line.
        if (open.size >= MAX_OPEN) open.delete(open.keys().next().value!);
        open.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
        return true;
      }
      if (record.res && record.reqId) {
        const request = open.get(record.reqId) ?? record.reqId;
        open.delete(record.reqId);
        const duration = record.responseTime === undefined ? '' : ` ${record.responseTime.toFixed(1)} ms`;
        return out.write(`${time} ${request} ${record.res.statusCode ?? '?'}${duration}${record.msg === 'request completed' ? '' : ` (${record.msg})`}\n`);
      }
      const level = LEVELS[record.level ?? 30] ?? String(record.level);
      const stack = record.err ? `\n${record.err.stack ?? record.err.message}` : '';
      return out.write(`${time} ${level} ${record.msg ?? ''}${extraFields(record)}${stack}\n`);
    },
  };
}
