import autocannon from 'autocannon';
import { authHeader, freshUser } from '../server/dev/scripted-player';
const base = 'http://127.0.0.1:4250';
const user = freshUser('Prof');
const auth = authHeader(user);
for (let i = 0; i < 20; i++) {
  const r = await fetch(`${base}/api/v1/game/orders`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json', 'idempotency-key': `k${i}-${Date.now()}` }, body: JSON.stringify({ game: 'odd_even', option: 'odd', amount: '0.1' }) });
  if (r.status !== 201) console.log('order', r.status);
}
await new Promise((r) => setTimeout(r, 3000));
const t0 = Date.now();
const res = await autocannon({ url: `${base}/api/v1/game/history?page=1`, headers: { authorization: auth }, connections: 10, duration: 10 });
console.log('req/s', Math.round(res.requests.average), 'load started at +', t0);
