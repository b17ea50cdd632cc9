/**
 * The server reference of `npm run bench`: a bare node:http handler that answers every request
 * with the JSON body in BARE_BODY_FILE (a real history page, so both send the same bytes).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8');
const length = String(Buffer.byteLength(body));
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
