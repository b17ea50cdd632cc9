/**
 * A dev server's log is for people: one readable line per request, not Fastify's two JSON records;
 * production keeps JSON (docs/operations.md, "Logs").
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { devLogStream } from '../../server/http/dev-log-stream';
import { loggerOptions } from '../../server/http/logger-options';

function captured() {
  const lines: string[] = [];
  return { lines, sink: { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) } };
}

describe('the dev log', () => {
  it('writes one line per request: time, method, path, status and duration', async () => {
    const { lines, sink } = captured();
    const app = Fastify({ logger: { level: 'info', stream: devLogStream(sink) } });
    app.get('/hello', async () => ({ hi: true }));
    await app.ready();
    lines.length = 0; // the start's own records
    await app.inject({ url: '/hello?x=1' });
    await app.inject({ method: 'POST', url: '/nowhere' });
    await app.close();
    const requests = lines.filter((line) => / \/(hello|nowhere)/.test(line));
    expect(requests).toEqual([
      expect.stringMatching(/^\d{2}:\d{2}:\d{2}\.\d{3} GET \/hello\?x=1 200 \d+\.\d ms$/),
      expect.stringMatching(/^\d{2}:\d{2}:\d{2}\.\d{3} POST \/nowhere 404 \d+\.\d ms$/),
    ]);
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });

  it('writes other records as time, level, message and their own fields, an error with its stack', () => {
    const { lines, sink } = captured();
    const stream = devLogStream(sink);
    stream.write(`${JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1, 9, 30), pid: 1, hostname: 'h', msg: 'slow payout', payoutId: 7 })}\n`);
    stream.write(`${JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 1, 9, 31), msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } })}\n`);
    expect(lines).toEqual(['09:30:00.000 WARN slow payout {"payoutId":7}', '09:31:00.000 ERROR failed', 'Error: boom', '    at x']);
  });
});

describe('which log a server writes', () => {
  it('production: pino JSON on stdout, no formatter', async () => {
    expect(await loggerOptions({ logLevel: 'info', production: true })).toEqual({ level: 'info' });
  });

  it('a dev server: the readable lines', async () => {
    expect(await loggerOptions({ logLevel: 'info', production: false })).toEqual({ level: 'info', stream: expect.objectContaining({ write: expect.any(Function) }) });
  });
});
