/**
 * The server as its own process with its payout worker on, three withdrawals queued into one batch,
 * its process group killed (SIGKILL) at each step of the payout: by a failpoint with the batch
 * signed and stored inside the transaction, and with it committed but not yet sent; by the
 * toncenter stand-in before signing, when the stored batch is being sent, after the chain took it
 * and before confirming. Started again on the same database: each withdrawal is paid exactly once
 * (one message accepted by the real highload wallet v3 contract in @ton/sandbox) and the books
 * balance. The server restarted after one stand-in kill point is the next one's server, so a
 * restart serves two points (docs/testing.md, "Where the time goes"); the ledger check that needs the
 * PGlite data to itself runs once that chain of points ends.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNano } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import type { FailpointName } from '../../server/failpoint/failpoint';
import { HotWallet } from '../../server/ton/hot-wallet';
import { apiOf, balanceOn, bindWalletOf, killAtFailpoint, killTestDatabase, killTestKinds, killTestRun, startStoppingAt, until } from './helpers/kill-test';
import { killProcessGroup, startServerProcess, type ServerProcess } from './helpers/server-process';
import { booksProblems } from './helpers/test-database';
import { newTestWallet } from './helpers/ton-connect-proof';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { DEPOSIT_ADDRESS, paymentsEnv, USDT_MASTER } from './helpers/withdrawal-kit';

const CHAIN_POINTS = ['balance', 'send:before', 'send:after', 'transfers:out'] as const;
const FAILPOINTS = ['payout:batch-signed', 'payout:batch-stored'] as const satisfies readonly FailpointName[];
// The failpoints first: each needs a server started armed; the stand-in's points then each run on
// the server the point before restarted.
const POINTS = [...FAILPOINTS, ...CHAIN_POINTS];
const PLAYERS = 3;
const { chain } = await startPaymentsStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
const isFailpoint = (point: string): point is (typeof FAILPOINTS)[number] => (FAILPOINTS as readonly string[]).includes(point);

/** Each withdrawal moved by its debit and its sent settlement, nothing else, and the books balance. */
async function expectLedgerOf(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const reasons = await db.query<{ reason: string }>('SELECT reason FROM transfers WHERE reference = $1 OR reference LIKE $2 ORDER BY id', [`withdrawal:${id}`, `withdrawal:${id}:%`]);
    expect(reasons.map((r) => r.reason), `withdrawal ${id}`).toEqual(['withdrawal', 'withdrawal_sent']);
  }
  expect(await booksProblems(db)).toEqual([]);
}

describe.each(killTestKinds())('a payout worker killed at each step of a batch [%s]', (kind) => {
  const run = killTestRun();
  const dir = mkdtempSync(join(tmpdir(), 'sendswin-payout-kill-'));
  const mnemonicFile = join(dir, 'hot-wallet');
  let hot: HotWallet | undefined;
  /** The restarted server, unarmed, that the next stand-in point goes on with. */
  let restarted: ServerProcess | undefined;
  /** Withdrawals paid on it whose ledger is not checked yet (it needs the server stopped on PGlite). */
  let unchecked: string[] = [];
  const stopAndCheckLedger = async () => {
    if (restarted) {
      expect(await restarted.stop()).toBe(0);
      if (run.server === restarted) run.server = undefined;
      restarted = undefined;
    }
    const ids = unchecked;
    unchecked = [];
    if (ids.length > 0) await run.database!.use((db) => expectLedgerOf(db, ids));
  };
  // The ledger of a chain's last points, when the point that would have checked it did not run.
  afterAll(stopAndCheckLedger);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(POINTS)('pays each withdrawal of the batch exactly once when killed at %s and restarted', { timeout: 240_000 }, async (point) => {
    chain.onCall = null;
    if (!run.database) {
      // A chain of its own for each database: its batches (the hot wallet's query_ids) start at 1 again.
      chain.reset();
      const words = await mnemonicNew();
      writeFileSync(mnemonicFile, words.join(' '));
      chmodSync(mnemonicFile, 0o600);
      hot = await HotWallet.fromWords(words, 'testnet');
    }
    const database = (run.database ??= await killTestDatabase(kind));
    // A failed point's server was killed after it (killTestRun): nothing to go on with.
    if (restarted && run.server !== restarted) restarted = undefined;
    if (isFailpoint(point)) await stopAndCheckLedger();
    // Below its TON floor while the withdrawals are queued: nothing is signed until all three wait.
    await chain.setTon(hot!.address, toNano('0.1'));
    const sentBefore = chain.sent.length;
    const env = { ...database.env, ...paymentsEnv(chain.url), DEMO_BALANCE: '100', TON_POLL_INTERVAL_MS: '200', TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile };
    const users = Array.from({ length: PLAYERS }, (_, i) => ({ id: 9_500_000 + POINTS.indexOf(point) * 10 + i, first_name: 'Killed', language_code: 'en' }));
    const first = isFailpoint(point) ? await startStoppingAt(env, point) : (restarted ?? (await startServerProcess(env)));
    restarted = undefined;
    run.server = first;
    const ids: string[] = [];
    for (const [i, user] of users.entries()) {
      expect(await bindWalletOf(first, user, newTestWallet('v5'))).toBe(200);
      ids.push(((await apiOf(first, user)('POST', '/api/v1/wallet/withdrawals', { amount: '10' }, { 'idempotency-key': `kill-${point}-${i}` })).data as { id: string }).id);
    }
    // Two of the worker's TON reads after the last request: the round of the second began after
    // the first ended, so it and every later round read a queue holding all three. A round that
    // read the queue before the last request and the TON after the top-up would sign a batch without it.
    const tonReads = () => chain.requests.filter((path) => path.startsWith('/api/v2/getAddressBalance')).length;
    const readBefore = tonReads();
    await until(async () => tonReads() >= readBefore + 2, 60_000);
    let killed: Promise<string | number>;
    if (isFailpoint(point)) killed = killAtFailpoint(first.child, point);
    else {
      chain.onCall = (at) => {
        if (at !== point) return;
        chain.onCall = null;
        killProcessGroup(first.child);
      };
      killed = first.exited;
    }
    await chain.setTon(hot!.address, toNano('100'));
    expect(await killed).toBe('SIGKILL');

    const second = await startServerProcess(env);
    run.server = second;
    const lines = async () => (await Promise.all(users.map(async (user) => ((await apiOf(second, user)('GET', '/api/v1/wallet/transactions')).data as { id: string; status: string }[])))).flat();
    await until(async () => {
      const now = await lines();
      return ids.every((id) => now.find((l) => l.id === `w${id}`)?.status === 'sent');
    }, 90_000);
    // A few more rounds of the worker after they were sent: still once each.
    const asked = chain.requests.length;
    await until(async () => chain.requests.length >= asked + 3, 30_000);
    const sent = chain.sent.slice(sentBefore);
    const paid = sent.filter((m) => m.accepted).flatMap((m) => m.jettonTransfers);
    for (const id of ids) expect(paid.filter((t) => t.queryId === BigInt(id))).toHaveLength(1);
    // One batch carried all three (a kill before anything was taken re-signs them together).
    expect(sent.filter((m) => m.accepted && m.jettonTransfers.length > 0)).toHaveLength(1);
    for (const user of users) expect(await balanceOn(second, user)).toBe('90.000000');
    restarted = second;
    unchecked.push(...ids);
    // The next point goes on with this server unless it needs one armed (or this was the last).
    const next = POINTS[POINTS.indexOf(point) + 1];
    if (next === undefined || isFailpoint(next)) await stopAndCheckLedger();
  });
});
