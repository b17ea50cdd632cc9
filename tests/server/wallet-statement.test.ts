/**
 * The player's statement on each database: GET /wallet/transactions pages deposits and referral
 * payouts; GET /wallet/statement.csv exports every transfer of a date range; bad ranges get a 400.
 */
import { expect, it } from 'vitest';
import { postTransfer } from '../../server/books/transfer-repository';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

async function playerId(ctx: ServerContext, user: ReturnType<typeof newTelegramUser>): Promise<number> {
  return (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id;
}

describeEachDb('the wallet statement', (ctx) => {
  it('pages deposits and referral payouts, newest first, without stakes', async () => {
    const user = newTelegramUser();
    const id = await playerId(ctx, user);
    for (let i = 0; i < 21; i += 1) {
      await postTransfer(ctx.db, { from: 'house:deposits', to: `player:${id}`, amountMicro: BigInt(i + 1) * 1_000_000n, reason: 'deposit', reference: `deposit:t${id}-${i}` });
    }
    await postTransfer(ctx.db, { from: 'house:referral_expense', to: `player:${id}`, amountMicro: 300_000n, reason: 'referral_withdraw', reference: `circle:${id}:1` });
    expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '1' })).status).toBe(201);
    const first = (await ctx.call('GET', '/api/v1/wallet/transactions?page=1', { user })).json;
    expect(first.hasNext).toBe(true);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ kind: 'referral_payout', amount: '0.300000', status: 'credited', txHash: null });
    expect(first.data[1]).toMatchObject({ kind: 'deposit', amount: '21.000000' });
    const second = (await ctx.call('GET', '/api/v1/wallet/transactions?page=2', { user })).json;
    expect(second).toMatchObject({ page: 2, hasNext: false });
    expect(second.data.map((line: { amount: string }) => line.amount)).toEqual(['2.000000', '1.000000']);
    expect((await ctx.call('GET', '/api/v1/wallet/transactions?page=0', { user })).status).toBe(400);
  });

  it('gives each line the balance after it, the CSV’s figure, and a rejected withdrawal its reason', async () => {
    const user = newTelegramUser();
    const id = await playerId(ctx, user);
    await postTransfer(ctx.db, { from: 'house:deposits', to: `player:${id}`, amountMicro: 5_000_000n, reason: 'deposit', reference: `deposit:run-${id}` });
    const [withdrawal] = await ctx.db.query<{ id: bigint }>(
      `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, reject_reason)
       VALUES ($1, 'cashout', $2, 'h', 10000000, '0:00', 'rejected_refunded', 'wrong wallet') RETURNING id`,
      [id, `run-${id}`],
    );
    const wid = Number(withdrawal!.id);
    await postTransfer(ctx.db, { from: `player:${id}`, to: 'house:withdrawals_in_flight', amountMicro: 10_000_000n, reason: 'withdrawal', reference: `withdrawal:${wid}` });
    await postTransfer(ctx.db, { from: 'house:withdrawals_in_flight', to: `player:${id}`, amountMicro: 10_000_000n, reason: 'withdrawal_refund', reference: `withdrawal:${wid}:refund` });
    const lines = (await ctx.call('GET', '/api/v1/wallet/transactions?page=1', { user })).json.data;
    // The demo credit (100) is not a wallet line but counts: the deposit leaves 105.
    expect(lines.find((line: { id: string }) => line.id === `w${wid}`)).toMatchObject({ kind: 'withdrawal', status: 'rejected_refunded', balanceAfter: '95.000000', rejectReason: 'wrong wallet' });
    expect(lines.find((line: { kind: string }) => line.kind === 'deposit')).toMatchObject({ amount: '5.000000', balanceAfter: '105.000000', rejectReason: null });
    expect(lines.find((line: { kind: string }) => line.kind === 'withdrawal_refund')).toMatchObject({ balanceAfter: '105.000000' });
    // The same figures as the CSV's "balance after".
    const today = new Date().toISOString().slice(0, 10);
    const csv = ((await ctx.call('GET', `/api/v1/wallet/statement.csv?from=${today}&to=${today}`, { user })).json as string).slice(1).trim().split('\r\n');
    expect(csv.find((line) => line.includes(`,withdrawal:${wid},`))).toContain(',-10.000000,95.000000,');
  });

  it('exports a CSV statement of a date range: every transfer in words, signed, its status and the balance after, UTF-8 with a BOM', async () => {
    const user = newTelegramUser();
    const id = await playerId(ctx, user);
    expect((await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '2' })).status).toBe(201);
    // A withdrawal an operator rejected: its line says so, and its refund is a line of its own.
    const [withdrawal] = await ctx.db.query<{ id: bigint }>(
      `INSERT INTO withdrawals (user_id, source, request_key, request_hash, amount_micro, destination, status, reject_reason)
       VALUES ($1, 'cashout', $2, 'h', 10000000, '0:00', 'rejected_refunded', 'wrong wallet') RETURNING id`,
      [id, `csv-${id}`],
    );
    const wid = Number(withdrawal!.id);
    await postTransfer(ctx.db, { from: `player:${id}`, to: 'house:withdrawals_in_flight', amountMicro: 10_000_000n, reason: 'withdrawal', reference: `withdrawal:${wid}` });
    await postTransfer(ctx.db, { from: 'house:withdrawals_in_flight', to: `player:${id}`, amountMicro: 10_000_000n, reason: 'withdrawal_refund', reference: `withdrawal:${wid}:refund` });
    const today = new Date().toISOString().slice(0, 10);
    const response = await ctx.call('GET', `/api/v1/wallet/statement.csv?from=${today}&to=${today}`, { user });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sendswin-statement-${today}-${today}.csv"`);
    const text = response.json as string;
    // A byte order mark, so spreadsheet apps read UTF-8 rather than guess a code page.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('date,kind,amount_usdt,balance_after_usdt,status,reference,tx_hash');
    expect(lines[1]).toMatch(new RegExp(`^${today}T[\\d:.]+Z,Demo credit,100\\.000000,100\\.000000,Done,demo:${id},$`));
    expect(lines[2]).toMatch(/,Stake,-2\.000000,98\.000000,Done,order:\d+:stake,$/);
    expect(lines.at(-2)).toMatch(new RegExp(`,Withdrawal,-10\\.000000,[\\d.]+,Rejected: wrong wallet; refunded,withdrawal:${wid},$`));
    expect(lines.at(-1)).toMatch(new RegExp(`,Withdrawal refund,10\\.000000,[\\d.]+,Done,withdrawal:${wid}:refund,$`));
    // Each balance is the one before plus the amount, and the last is the balance now.
    const rows = lines.slice(1).map((line) => line.split(','));
    rows.reduce((before, row) => {
      expect(Number(row[3])).toBeCloseTo(before + Number(row[2]), 6);
      return Number(row[3]);
    }, 0);
    expect(rows.at(-1)![3]).toBe(await ctx.balance(user));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const empty = await ctx.call('GET', `/api/v1/wallet/statement.csv?from=${yesterday}&to=${yesterday}`, { user });
    expect(empty.json).toBe('\uFEFFdate,kind,amount_usdt,balance_after_usdt,status,reference,tx_hash\r\n');
  });

  it('starts a later range at the balance its first line leaves, counting the transfers before it', async () => {
    const user = newTelegramUser();
    const id = await playerId(ctx, user);
    await ctx.db.query(`UPDATE transfers SET created_at = now() - interval '3 days' WHERE to_account = $1`, [`player:${id}`]);
    await postTransfer(ctx.db, { from: 'house:deposits', to: `player:${id}`, amountMicro: 5_000_000n, reason: 'deposit', reference: `deposit:csv-${id}` });
    const today = new Date().toISOString().slice(0, 10);
    const text = (await ctx.call('GET', `/api/v1/wallet/statement.csv?from=${today}&to=${today}`, { user })).json as string;
    expect(text.slice(1).trim().split('\r\n').slice(1)).toEqual([expect.stringMatching(new RegExp(`,Deposit,5\\.000000,105\\.000000,Done,deposit:csv-${id},$`))]);
  });

  it.each([
    ['from after to', 'from=2026-02-02&to=2026-02-01'],
    ['more than a year', 'from=2024-01-01&to=2026-01-01'],
    ['not a date', 'from=yesterday&to=2026-01-01'],
    ['an impossible date', 'from=2026-02-31&to=2026-03-01'],
    ['a missing end', 'from=2026-01-01'],
  ])('refuses %s with a 400', async (_name, query) => {
    const response = await ctx.call('GET', `/api/v1/wallet/statement.csv?${query}`, { user: newTelegramUser() });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('invalid_request');
  });
});
