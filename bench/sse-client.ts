/**
 * One client process of `npm run bench:sse`: opens its share of event streams on raw sockets (no
 * HTTP client overhead), reports when all are open, then the wall-clock time each stream received
 * the live_win. Separate processes keep the server's event loop and fd table to itself.
 */
import { connect } from 'node:net';
import { SSE_PATH } from '../src/contract/events';
import { signInitData, tmaAuthorization } from '../server/auth/sign-init-data';

interface Job {
  kind: 'open';
  port: number;
  botToken: string;
  firstTelegramId: number;
  count: number;
}

const CONCURRENT_OPENS = 200;
const now = () => performance.timeOrigin + performance.now();
const received: number[] = [];
let opened = 0;
let failed = 0;
/** Failed opens by the answer's status line. */
const failures: Record<string, number> = {};

function openOne(job: Job, telegramId: number): Promise<void> {
  const auth = tmaAuthorization(signInitData({ user: { id: telegramId, first_name: 'Bench', last_name: String(telegramId) }, authDate: Math.floor(Date.now() / 1000) }, job.botToken));
  return new Promise((resolve) => {
    const socket = connect(job.port, '127.0.0.1');
    let seen = '';
    let isOpen = false;
    let got = false;
    let settled = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`GET ${SSE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\n\r\n`));
    socket.on('data', (chunk: string) => {
      if (!isOpen) {
        seen += chunk;
        if (!seen.includes('retry: ')) return;
        isOpen = true;
        opened += 1;
        resolve();
        if (!seen.includes('"live_win"')) return;
      }
      if (!got && chunk.includes('"live_win"')) {
        got = true;
        received.push(now());
        if (received.length === opened) process.send?.({ kind: 'received', times: received });
      }
    });
    // Refused, reset, or answered without a stream (a balancer's 503, say): failed, not waited on.
    const fail = () => {
      if (isOpen || settled) return;
      settled = true;
      failed += 1;
      const status = seen.slice(0, seen.indexOf('\r\n')) || 'no answer';
      failures[status] = (failures[status] ?? 0) + 1;
      resolve();
    };
    socket.on('error', fail);
    socket.on('close', fail);
  });
}

process.on('message', async (job: Job | { kind: 'report' }) => {
  // When the parent stops waiting (some stream never got the broadcast), report what arrived.
  if (job.kind === 'report') {
    process.send?.({ kind: 'received', times: received });
    return;
  }
  let next = 0;
  const worker = async () => {
    while (next < job.count) await openOne(job, job.firstTelegramId + next++);
  };
  await Promise.all(Array.from({ length: CONCURRENT_OPENS }, worker));
  process.send?.({ kind: 'opened', opened, failed, failures });
});
process.on('disconnect', () => process.exit(0));
