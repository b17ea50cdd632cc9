import { SSE_PATH } from '../../../src/contract/events';
import type { InitDataUser } from '../../../server/auth/sign-init-data';
import { drawOutcome } from '../../../server/game/rules';
import { SseClient } from './sse-client';
import type { ServerContext } from './test-server';

/** Opens a stream for user on the context's real port (listening first if needed). */
export async function openStream(ctx: ServerContext, user: InitDataUser, headers: Record<string, string> = {}, query = ''): Promise<SseClient> {
  const base = await ctx.listen();
  const client = await SseClient.open(`${base}${SSE_PATH}${query}`, { authorization: ctx.authFor(user), ...headers });
  // Wait for `retry:`, which comes after the stream has subscribed: events from now on are seen.
  await client.until((c) => c.retry !== null || c.ended, 5000, 'retry');
  return client;
}

/**
 * The option of an odd_even order that will `want` for this user's next nonce: the test reads the
 * active seed (commit-reveal) and draws the digit as the server will.
 */
export async function oddEvenOption(ctx: ServerContext, user: InitDataUser, want: 'win' | 'loss'): Promise<'even' | 'odd'> {
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  await ctx.call('GET', '/api/v1/game/seed', { user });
  const [row] = await ctx.db.query<{ seed: string; client_seed: string; next_nonce: bigint }>(
    'SELECT seed, client_seed, next_nonce FROM game_seeds WHERE user_id = $1 AND revealed_at IS NULL',
    [id],
  );
  if (!row) throw new Error('no active seed');
  const even = drawOutcome('odd_even', { serverSeed: row.seed, clientSeed: row.client_seed, nonce: Number(row.next_nonce) }) % 2 === 0;
  return (want === 'win') === even ? 'even' : 'odd';
}

/** Places an odd_even order that wins or loses as asked; returns its history entry. */
// oxlint-disable-next-line typescript/no-explicit-any -- checked with expect
export async function orderThat(ctx: ServerContext, user: InitDataUser, want: 'win' | 'loss'): Promise<any> {
  const option = await oddEvenOption(ctx, user, want);
  const response = await ctx.order(user, { game: 'odd_even', option, amount: '0.1' });
  if (response.status !== 201 || response.json.data.result !== want) throw new Error(`order did not ${want}: ${JSON.stringify(response.json)}`);
  return response.json.data;
}

/**
 * Waits until the order's event is in the events table: it leaves through the instance's relay just
 * after the order's commit (docs/performance.md, "Orders at scale"), so a stream opened before that
 * would see it live.
 */
export async function untilPublished(ctx: ServerContext, orderId: string, timeoutMs = 10_000): Promise<bigint> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.db.query<{ id: bigint | null }>("SELECT max(id) AS id FROM events WHERE data->>'orderId' = $1", [orderId]);
    if (row?.id != null) return BigInt(row.id);
    if (Date.now() > deadline) throw new Error(`order ${orderId}'s event was not published in ${timeoutMs} ms`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A metric's value from /metrics (0 when absent). */
export async function metric(ctx: ServerContext, name: string): Promise<number> {
  const text = (await ctx.call('GET', '/metrics')).json as string;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
