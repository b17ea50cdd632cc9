/**
 * One writer for withdrawals.status (server/withdrawals/withdrawal-status.ts): the database's CHECK
 * names exactly the contract's list, every move outside the transition table is refused without
 * touching the row, and no other server module writes the column.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { WITHDRAWAL_STATUSES, WITHDRAWAL_TRANSITIONS } from '../../src/contract/withdrawal-statuses';
import { moveWithdrawal, WithdrawalTransitionError } from '../../server/withdrawals/withdrawal-status';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describeEachDb('the withdrawal status writer', (ctx) => {
  /** A stored batch for a row in `sending` to ride in (payout_batches). */
  let message: { batchId: number; messageHash: string; validUntil: Date };
  beforeAll(async () => {
    const [batch] = await ctx.db.query<{ id: bigint }>("INSERT INTO payout_batches (boc, message_hash, query_id, valid_until) VALUES ('te6cc', 'ab', 1, now()) RETURNING id");
    message = { batchId: Number(batch!.id), messageHash: 'ab', validUntil: new Date() };
  });

  it("keeps the database's CHECK equal to the contract's list", async () => {
    const [row] = await ctx.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE t.relname = 'withdrawals' AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%status = ANY%'`,
    );
    const listed = [...row!.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(WITHDRAWAL_STATUSES));
  });

  it('makes every move of the transition table and refuses every other, leaving the row as it was', async () => {
    const user = newTelegramUser();
    const userId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const from of WITHDRAWAL_STATUSES) {
      for (const to of WITHDRAWAL_STATUSES) {
        const [row] = await ctx.db.query<{ id: bigint }>(
          `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, batch_id, message_hash, valid_until)
           VALUES ($1, 'cashout', $2, 'h', 1, '0:00', $3, $4, 'ab', now()) RETURNING id`,
          [userId, `${from}-${to}`, from, message.batchId],
        );
        const id = Number(row!.id);
        // The screening's hold carries its reason (and only it does).
        const holdReason = from === 'pending' && to === 'awaiting_approval' ? ('deny_listed' as const) : undefined;
        const moved = await moveWithdrawal(ctx.db, id, [from], to, { message, ...(holdReason ? { holdReason } : {}) }).then(String, (error: unknown) => (error instanceof WithdrawalTransitionError ? 'refused' : String(error)));
        const [after] = await ctx.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]);
        outcomes.push(`${from}->${to}: ${moved}, now ${after!.status}`);
        const allowed = WITHDRAWAL_TRANSITIONS[from].includes(to);
        expected.push(`${from}->${to}: ${allowed ? 'true' : 'refused'}, now ${allowed ? to : from}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // A move from a status the row no longer has changes nothing (a second worker, a replay).
    const [row] = await ctx.db.query<{ id: bigint }>("SELECT id FROM withdrawals WHERE status = 'sent' LIMIT 1");
    expect(await moveWithdrawal(ctx.db, Number(row!.id), ['sending'], 'failed_refunded')).toBe(false);
  });

  it('holds with a reason only: a hold without one, or a reason on another move, is refused and changes nothing', async () => {
    const user = newTelegramUser();
    const userId = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
    const [row] = await ctx.db.query<{ id: bigint }>(
      `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status) VALUES ($1, 'cashout', 'hold', 'h', 1, '0:00', 'pending') RETURNING id`,
      [userId],
    );
    const id = Number(row!.id);
    await expect(moveWithdrawal(ctx.db, id, ['pending'], 'awaiting_approval')).rejects.toThrow(WithdrawalTransitionError);
    await expect(moveWithdrawal(ctx.db, id, ['pending'], 'sending', { message, holdReason: 'deny_listed' })).rejects.toThrow(WithdrawalTransitionError);
    expect(await moveWithdrawal(ctx.db, id, ['pending'], 'awaiting_approval', { holdReason: 'jetton_wallet_locked' })).toBe(true);
    const read = async () => (await ctx.db.query<{ status: string; hold_reason: string | null }>('SELECT status, hold_reason FROM withdrawals WHERE id = $1', [id]))[0];
    expect(await read()).toEqual({ status: 'awaiting_approval', hold_reason: 'jetton_wallet_locked' });
    // An approval hands it back to be screened again: the reason is cleared.
    expect(await moveWithdrawal(ctx.db, id, ['awaiting_approval'], 'pending')).toBe(true);
    expect(await read()).toEqual({ status: 'pending', hold_reason: null });
  });
});

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

it('no server module but the writer updates withdrawals.status', () => {
  const writers = sourcesUnder('server').filter((path) => /UPDATE\s+withdrawals\s+SET[^;`]*\bstatus\s*=/i.test(readFileSync(path, 'utf8')));
  expect(writers).toEqual([join('server', 'withdrawals', 'withdrawal-status.ts')]);
});
