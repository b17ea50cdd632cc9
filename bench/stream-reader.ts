/**
 * The events section's reference: one event stream read on a raw socket by a process of its own
 * (its event loop idle, so arrival times are exact to the millisecond), reporting each order id of
 * a new_game event and when it arrived. Started by events.ts with the URL and Authorization in env.
 */
import { connect } from 'node:net';
import { SSE_PATH } from '../src/contract/events';

const port = Number(process.env.READER_PORT);
const authorization = process.env.READER_AUTHORIZATION ?? '';
const seen = new Set<string>();
let buffered = '';
let open = false;

const socket = connect(port, '127.0.0.1', () => {
  socket.write(`GET ${SSE_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${authorization}\r\nAccept: text/event-stream\r\n\r\n`);
});
socket.setEncoding('utf8');
socket.on('data', (chunk: string) => {
  const at = Date.now();
  buffered += chunk;
  if (!open && buffered.includes('retry: ')) {
    open = true;
    process.send?.({ kind: 'open' });
  }
  for (const match of buffered.matchAll(/"orderId":"([^"]+)"/g)) {
    if (seen.has(match[1]!)) continue;
    seen.add(match[1]!);
    process.send?.({ kind: 'event', orderId: match[1], at });
  }
  buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
});
socket.on('error', (error) => process.send?.({ kind: 'error', message: error.message }));
process.on('disconnect', () => process.exit(0));
