/**
 * A back-office decision on a withdrawal waiting for approval (server/admin/decide-withdrawal.ts,
 * through server/admin/audited.ts) with the server's process group killed (SIGKILL) inside its
 * transaction and right after its commit, then started again on the same database (docs/payments.md,
 * "Kill tests"). Killed inside: the withdrawal still waits, no approval, no refund, nothing logged,
 * and the operator's retry decides it once. Killed after the commit: decided once (an approval
 * hands it on; a reject refunds the amount by one transfer), and the retry is a 409 that moves
 * nothing. The books balance after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, FINANCE, FINANCE_2 } from './helpers/admin-kit';
import { operatorOn } from './helpers/admin-process';
import { apiOf, balanceOn, killAtFailpoint, killTestDatabase, killTestKinds, startStoppingAt, type KillTestDatabase } from './helpers/kill-test';
import { acceptTermsOf, killProcessGroup, startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';
import { checkProofRequest, newTestWallet } from './helpers/ton-connect-proof';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

// found: the withdrawal's status and the player's balance the restart finds; retried: the
// operator's second try's status and error code; after: the status in the end.
const CASES = [
  { decision: 'approve', point: 'back-office:changed', found: ['awaiting_approval', '40.000000'], retried: [200, undefined], after: 'pending', balance: '40.000000' },
  { decision: 'approve', point: 'back-office:committed', found: ['pending', '40.000000'], retried: [409, 'already_approved'], after: 'pending', balance: '40.000000' },
  { decision: 'reject', point: 'back-office:changed', found: ['awaiting_approval', '40.000000'], retried: [200, undefined], after: 'rejected_refunded', balance: '100.000000' },
  { decision: 'reject', point: 'back-office:committed', found: ['rejected_refunded', '100.000000'], retried: [409, 'not_awaiting_approval'], after: 'rejected_refunded', balance: '100.000000' },
] as const;

let chain: ToncenterStandIn;
beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
});
afterAll(async () => {
  await chain?.close();
});

describe.each(killTestKinds())('a back-office withdrawal decision killed mid-way [%s]', (kind) => {
  let database: KillTestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) killProcessGroup(server.child);
    await server?.exited;
    await database?.dispose();
  });

  it.each(CASES)('decides once, all or nothing, when a $decision is killed at $point', { timeout: 240_000 }, async ({ decision, point, found, retried, after, balance }) => {
    database ??= await killTestDatabase(kind);
    // No hot wallet: no payout worker, an approved withdrawal stays pending where the test sees it.
    const env = { ...database.env, ...paymentsEnv(chain.url), ...adminEnv(), DEMO_BALANCE: '100' };
    const user = { id: 9_540_000 + CASES.findIndex((c) => c.decision === decision && c.point === point), first_name: 'Waiting', language_code: 'en' };
    const first = await startStoppingAt(env, point);
    server = first;
    const api = apiOf(first, user);
    await acceptTermsOf(first, user);
    const { payload } = (await api('GET', '/api/v1/wallet/proof-payload')).data as { payload: string };
    expect((await api('POST', '/api/v1/wallet/bind', checkProofRequest(newTestWallet('v5'), { payload, domain: new URL(first.baseUrl).host }))).status).toBe(200);
    // Above WITHDRAW_APPROVAL_ABOVE (50): it waits for an operator, 60 already in flight.
    const asked = await api('POST', '/api/v1/wallet/withdrawals', { amount: '60' }, { 'idempotency-key': `kill-${decision}-${point}` });
    expect(asked.data).toMatchObject({ status: 'awaiting_approval' });
    const id = Number((asked.data as { id: string }).id);
    const path = `/withdrawals/${id}/${decision}`;
    const body = decision === 'reject' ? { reason: 'address on a sanctions list' } : {};

    const post = await operatorOn(first, FINANCE);
    const killed = killAtFailpoint(first.child, point);
    const lost = post(path, body).then(
      () => 'answered',
      () => 'no answer',
    );
    expect(await killed).toBe('SIGKILL');
    expect(await lost).toBe('no answer');

    const second = await startServerProcess(env);
    server = second;
    // One open of the data for both checks: on PGlite each open is the WASM database's start again.
    const seen = async () =>
      database!.use(async (db) => ({
        status: (await db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))[0]?.status,
        approvals: (await db.query('SELECT 1 FROM withdrawal_approvals WHERE withdrawal_id = $1', [id])).length,
        refunds: (await db.query("SELECT 1 FROM transfers WHERE reason = 'withdrawal_refund' AND reference = $1", [`withdrawal:${id}:refund`])).length,
        logged: (await db.query("SELECT 1 FROM audit_log WHERE target = $1 AND outcome = 'done'", [`withdrawal:${id}`])).length,
        booksProblems: await booksProblems(db),
      }));
    // What the restart finds: all of the decision, or none of it.
    const statusOn = async () => ((await apiOf(second, user)('GET', '/api/v1/wallet/transactions')).data as { kind: string; status: string }[]).find((line) => line.kind === 'withdrawal')?.status;
    expect([await statusOn(), await balanceOn(second, user)]).toEqual(found);
    // The operator, not knowing, decides again: done once if it was not, a 409 that moves nothing if it was.
    const retry = await (await operatorOn(second, FINANCE_2))(path, body);
    expect([retry.status, ((await retry.json()) as { error?: { code: string } }).error?.code]).toEqual(retried);
    expect(await statusOn()).toBe(after);
    expect(await balanceOn(second, user)).toBe(balance);
    expect(await second.stop()).toBe(0);
    server = undefined;
    expect(await seen()).toEqual({ status: after, approvals: decision === 'approve' ? 1 : 0, refunds: decision === 'reject' ? 1 : 0, logged: 1, booksProblems: [] });
  });
});
