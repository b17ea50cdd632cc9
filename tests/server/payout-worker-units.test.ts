/**
 * The payout worker's decisions one at a time (server/withdrawals/payout-worker.ts,
 * settle-withdrawal.ts, payout-batch-repository.ts), against a scripted indexer and a migrated
 * PGlite: what each step returns, how many withdrawals a batch takes, the screening's holds, the
 * scan of the outgoing transfers, each fate of a batch and the loop. payout-worker.test.ts and
 * payout-finality.test.ts run the whole path on the real highload wallet contract.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, toNano } from '@ton/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerAccount } from '../../server/books/accounts';
import { balanceOf } from '../../server/books/transfer-repository';
import { jurisdictionProfiles } from '../../server/compliance/jurisdiction-profiles';
import type { Db, Queryable } from '../../server/db/db';
import { HIGHLOAD_TIMEOUT_S } from '../../server/ton/highload-wallet-v3';
import { HotWallet } from '../../server/ton/hot-wallet';
import { IndexerError, type JettonTransfer, type ToncenterClient } from '../../server/ton/toncenter-client';
import { insertBatch, nextBatchId, openBatch } from '../../server/withdrawals/payout-batch-repository';
import { EXPIRY_MARGIN_S } from '../../server/withdrawals/payout-batch-fate';
import { PayoutDenylist } from '../../server/withdrawals/payout-denylist';
import { PayoutWorker, type WorkerHooks } from '../../server/withdrawals/payout-worker';
import { approveWithdrawal, confirmSent, refundFailed, rejectWithdrawal, requeueUnsent } from '../../server/withdrawals/settle-withdrawal';
import { insertWithdrawal, joinBatch } from '../../server/withdrawals/withdrawal-repository';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';

const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x07));
const HOT_JETTON_WALLET = new Address(0, Buffer.alloc(32, 0x77));
const FLOOR = toNano('0.01');
const PER_TRANSFER = toNano('0.06');
const OUT_PAGE = 1000;
/** The worker's clock: fixed, so a batch's window is known to the second. */
const NOW_S = 1_800_000_000;
/** created_at is a minute behind the clock; the message is takeable for the wallet's timeout from then. */
const VALID_UNTIL_S = NOW_S - 60 + HIGHLOAD_TIMEOUT_S;
/**
 * What the scan of outgoing transfers stops at: older than this was sent before the batch was
 * signed (its created_at, less a minute for the chain's clock and the expiry margin).
 */
const SIGNED_AT_S = NOW_S - 60 - 60 - EXPIRY_MARGIN_S;
/** A throw-away key, for these tests only (a fixed one: drawing a new mnemonic costs a second per run). */
const WORDS = 'park catalog fire trash scatter genuine height busy hurry increase move bean never run cruise jungle novel security term gorilla practice cheap code scissors'.split(' ');
const HELD_RETURN_HASH = createHash('sha256').update('held').digest('hex');

let hot: HotWallet | undefined;
let db: Db;
let userId: number;
let nextLt = 10_000_000n;
let nextHash = 1;
let destinationByte = 1;

beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
// The wallet is built inside a test's hook: its address is highload-wallet-v3.ts's code, and a
// mutant that breaks a beforeAll would leave every test without a result.
beforeEach(async () => {
  hot ??= await HotWallet.fromWords(WORDS, 'testnet');
  // The worker takes the oldest pending withdrawals of the whole table: each test starts with none.
  await db.query("UPDATE withdrawals SET status = 'rejected_refunded', batch_id = NULL WHERE status IN ('pending', 'sending', 'awaiting_approval')");
  userId = await insertUser(db);
});
afterEach(() => vi.useRealTimers());

const freshDestination = () => new Address(0, Buffer.alloc(32, 0x40 + (destinationByte++ % 150))).toRawString();

async function pending(amountMicro = 5_000_000n, change: { destination?: string; requestHash?: string; user?: number } = {}): Promise<number> {
  const w = await insertWithdrawal(db, {
    userId: change.user ?? userId,
    source: 'cashout',
    requestKey: `k-${Math.random()}`,
    requestHash: change.requestHash ?? 'ab'.repeat(32),
    amountMicro,
    destination: change.destination ?? freshDestination(),
    status: 'pending',
  });
  return w.id;
}

const row = async (id: number) =>
  (await db.query<{ status: string; tx_hash: string | null; batch_id: bigint | null; hold_reason: string | null; amount_micro: bigint; destination: string }>('SELECT * FROM withdrawals WHERE id = $1', [id]))[0]!;

/** Each transfer of the withdrawal as `reason: from -> to`: the house accounts named, not only summed. */
const legsOf = async (id: number) =>
  (await db.query<{ reason: string; from_account: string; to_account: string; amount_micro: bigint }>('SELECT * FROM transfers WHERE reference LIKE $1 ORDER BY id', [`withdrawal:${id}:%`])).map((r) => `${r.reason}: ${r.from_account} -> ${r.to_account} ${r.amount_micro}`);

const eventsOf = async (id: number) =>
  (await db.query<{ data: { status: string; txHash: string | null } }>("SELECT data FROM events WHERE type = 'withdrawal_update' AND data->>'id' = $1 ORDER BY id", [String(id)])).map((r) => r.data);

const noticesOf = async (id: number) => (await db.query<{ kind: string }>('SELECT kind FROM bot_outbox WHERE dedupe_key = $1 ORDER BY id', [`withdrawal:${id}`])).map((r) => r.kind);

type Tx = { hash: string; aborted: boolean; outMessages: string[] };

interface Script {
  ton?: bigint;
  /** jettonWalletStatus per destination (raw); 0 when not named. */
  locks?: Record<string, number>;
  sendError?: Error;
  /** Pages of outgoing transfers, one per call, or a function of the call's cursor. */
  pages?: JettonTransfer[][] | ((endLt: bigint | null) => JettonTransfer[] | Promise<JettonTransfer[]>);
  transactions?: Record<string, Tx[]>;
  indexedUntilS?: number;
  jettonWalletError?: Error;
}

function scripted(script: Script = {}) {
  const calls = { jettonWallet: 0, tonBalance: 0, status: [] as string[], sent: [] as string[], out: [] as { endLt: bigint | null; limit: number }[] };
  const client = {
    jettonWallet: async (owner: Address, master: Address) => {
      calls.jettonWallet += 1;
      if (script.jettonWalletError) throw script.jettonWalletError;
      expect(owner.equals(hot!.address) && master.equals(USDT_MASTER)).toBe(true);
      return { address: HOT_JETTON_WALLET, balance: 0n };
    },
    tonBalance: async () => {
      calls.tonBalance += 1;
      return script.ton ?? toNano('100');
    },
    jettonWalletStatus: async (owner: Address) => {
      calls.status.push(owner.toRawString());
      return script.locks?.[owner.toRawString()] ?? 0;
    },
    sendBoc: async (boc: string) => {
      calls.sent.push(boc);
      if (script.sendError) throw script.sendError;
      return 'hash';
    },
    outgoingTransfers: async (wallet: Address, endLt: bigint | null, limit: number) => {
      expect(wallet.equals(HOT_JETTON_WALLET)).toBe(true);
      calls.out.push({ endLt, limit });
      if (typeof script.pages === 'function') return await script.pages(endLt);
      return script.pages?.shift() ?? [];
    },
    indexedUntil: async () => script.indexedUntilS ?? 0,
    messageTransactions: async (hash: string) => script.transactions?.[hash] ?? [],
  };
  return { client: client as unknown as ToncenterClient, calls, script };
}

const config = { usdtMaster: USDT_MASTER, hotWalletMinNano: FLOOR };

function workerOf(
  client: ToncenterClient,
  { hooks = {}, at = NOW_S, denylist = null, tiers = null }: { hooks?: WorkerHooks; at?: number | (() => number); denylist?: PayoutDenylist | null; tiers?: ConstructorParameters<typeof PayoutWorker>[8] } = {},
) {
  const log = { warn: vi.fn() };
  const clock = () => new Date((typeof at === 'number' ? at : at()) * 1000);
  return { worker: new PayoutWorker(db, client, hot!, config, log, hooks, clock, denylist, tiers), log };
}

/** An outgoing transfer of the hot jetton wallet paying withdrawal `id` as it was asked. */
async function paying(id: number, change: Partial<JettonTransfer> = {}): Promise<JettonTransfer> {
  const w = await row(id);
  return outgoing({ query_id: String(id), amount: w.amount_micro.toString(), destination: w.destination, ...change });
}

/** Built once: the scan's tests make a hundred thousand transfers, each of which named these anew. */
const HOT_JETTON_WALLET_RAW = HOT_JETTON_WALLET.toRawString();
const SOMEONE = new Address(0, Buffer.alloc(32, 0x01)).toRawString();
const USDT_MASTER_RAW = USDT_MASTER.toRawString();

function outgoing(change: Partial<JettonTransfer> = {}): JettonTransfer {
  nextLt -= 10n;
  const hash = Buffer.alloc(32, 0x22);
  hash.writeUInt32BE(nextHash++);
  return {
    transaction_hash: hash.toString('base64'),
    transaction_lt: nextLt.toString(),
    transaction_aborted: false,
    transaction_now: NOW_S,
    source: HOT_JETTON_WALLET_RAW,
    destination: SOMEONE,
    amount: '1',
    jetton_master: USDT_MASTER_RAW,
    query_id: '0',
    ...change,
  };
}

/** Signs one batch of the pending withdrawals; returns its id, message hash and boc. */
async function signedBatch(script: Script = {}) {
  const { client, calls } = scripted(script);
  const step = await workerOf(client).worker.workOnce();
  if (step.status !== 'signed') throw new Error(`expected a signed batch, got ${JSON.stringify(step)}`);
  const batch = (await openBatch(db))!;
  return { step, batch, boc: calls.sent[0]! };
}

describe('nothing to sign', () => {
  it('idle without asking the hot wallet its TON; the jetton wallet is asked once per worker', async () => {
    const { client, calls } = scripted();
    const { worker } = workerOf(client);
    expect(await worker.workOnce()).toEqual({ status: 'idle' });
    expect(await worker.workOnce()).toEqual({ status: 'idle' });
    expect(calls).toMatchObject({ jettonWallet: 1, tonBalance: 0 });
  });

  it('low on TON below the floor: nothing signed, logged with the floor, recorded; at the floor it signs', async () => {
    const id = await pending();
    const { client } = scripted({ ton: FLOOR - 1n });
    const { worker, log } = workerOf(client);
    expect(await worker.workOnce()).toEqual({ status: 'low_on_ton', balanceNano: FLOOR - 1n });
    expect(log.warn).toHaveBeenCalledWith({ tonNano: (FLOOR - 1n).toString(), floorNano: FLOOR.toString() }, expect.stringContaining('below TON_HOT_WALLET_MIN_TON'));
    expect((await row(id)).status).toBe('pending');
    const [health] = await db.query<{ ton_balance_nano: bigint; low_on_ton: boolean; checked_at: Date }>('SELECT * FROM payout_health WHERE id = 1');
    expect(health).toMatchObject({ ton_balance_nano: FLOOR - 1n, low_on_ton: true, checked_at: new Date(NOW_S * 1000) });

    const atFloor = scripted({ ton: FLOOR });
    expect(await workerOf(atFloor.client).worker.workOnce()).toMatchObject({ status: 'signed', ids: [id], sent: true });
    const [after] = await db.query<{ ton_balance_nano: bigint; low_on_ton: boolean }>('SELECT * FROM payout_health WHERE id = 1');
    expect(after).toMatchObject({ ton_balance_nano: FLOOR, low_on_ton: false });
  });
});

describe('the defaults', () => {
  it('without a logger or a clock: warns into nothing and records the real time', async () => {
    await pending();
    const { client } = scripted({ ton: FLOOR - 1n });
    const before = Date.now();
    expect(await new PayoutWorker(db, client, hot!, config).workOnce()).toEqual({ status: 'low_on_ton', balanceNano: FLOOR - 1n });
    const [health] = await db.query<{ checked_at: Date }>('SELECT checked_at FROM payout_health WHERE id = 1');
    expect(health!.checked_at.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(health!.checked_at.getTime()).toBeLessThanOrEqual(Date.now() + 1);
  });
});

describe('how many a batch takes', () => {
  it('as many as the TON pays for at 0.06 each, at least one, the oldest first', async () => {
    const cases: [bigint, number][] = [
      [FLOOR, 1], // above the floor, below one transfer: the oldest alone
      [PER_TRANSFER * 2n - 1n, 1],
      [PER_TRANSFER * 2n, 2],
      [PER_TRANSFER * 3n, 3],
      [toNano('1000'), 3],
    ];
    for (const [ton, taken] of cases) {
      await db.query("UPDATE withdrawals SET status = 'rejected_refunded', batch_id = NULL WHERE status IN ('pending', 'sending')");
      const ids = [await pending(), await pending(), await pending()];
      const { step } = await signedBatch({ ton });
      expect({ ton, ids: step.ids }).toEqual({ ton, ids: ids.slice(0, taken) });
    }
  });
});

describe('signing', () => {
  it('stores the message, moves the withdrawals to sending in it and sends exactly that message', async () => {
    const ids = [await pending(1_000_000n), await pending(2_000_000n)];
    const { step, batch, boc } = await signedBatch();
    expect(step).toEqual({ status: 'signed', batch: batch.id, ids, sent: true });
    expect(boc).toBe(batch.boc);
    expect(batch.validUntil).toEqual(new Date(VALID_UNTIL_S * 1000));
    const [stored] = await db.query<{ message_hash: string; query_id: number }>('SELECT * FROM payout_batches WHERE id = $1', [batch.id]);
    expect(stored!.message_hash).toBe(batch.messageHash);
    expect(batch.messageHash).toMatch(/^[0-9a-f]{64}$/);
    for (const id of ids) {
      expect(await row(id)).toMatchObject({ status: 'sending', batch_id: BigInt(batch.id) });
    }
    const [message] = await db.query<{ message_hash: string; valid_until: Date }>('SELECT message_hash, valid_until FROM withdrawals WHERE id = $1', [ids[0]]);
    expect(message).toEqual({ message_hash: batch.messageHash, valid_until: new Date(VALID_UNTIL_S * 1000) });
  });

  it('a refused send: signed, not sent, said once per batch; the same message is sent again next round', async () => {
    const id = await pending();
    const { client, calls } = scripted({ sendError: new IndexerError('toncenter answered 500') });
    const { worker, log } = workerOf(client);
    const step = await worker.workOnce();
    expect(step).toMatchObject({ status: 'signed', ids: [id], sent: false });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ batch: (step as { batch: number }).batch, reason: 'toncenter answered 500' }, expect.stringContaining('send failed'));
    expect(await worker.workOnce()).toEqual({ status: 'resent', batch: (step as { batch: number }).batch, ids: [id] });
    expect(await worker.workOnce()).toMatchObject({ status: 'resent' });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(calls.sent).toHaveLength(3);
    expect(new Set(calls.sent).size).toBe(1);
    // Another batch's refusal is said again.
    await db.query("UPDATE withdrawals SET status = 'rejected_refunded', batch_id = NULL WHERE status = 'sending'");
    await pending();
    expect(await worker.workOnce()).toMatchObject({ status: 'signed', sent: false });
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('a send failing with anything but the indexer throws', async () => {
    await pending();
    const { client } = scripted({ sendError: new TypeError('a bug') });
    await expect(workerOf(client).worker.workOnce()).rejects.toThrow('a bug');
  });

  it('busy when every candidate moved on while the chain was asked', async () => {
    const id = await pending();
    const { client, calls } = scripted();
    const hooks = { beforeSigning: async () => void (await db.query("UPDATE withdrawals SET status = 'rejected_refunded' WHERE id = $1", [id])) };
    expect(await workerOf(client, { hooks }).worker.workOnce()).toEqual({ status: 'busy' });
    expect(calls.sent).toEqual([]);
    expect(await openBatch(db)).toBeNull();
  });

  it('busy when another worker signed a batch meanwhile: it carries on with that one', async () => {
    const first = await pending();
    const other = await pending();
    const { client, calls } = scripted();
    const hooks = {
      beforeSigning: async () => {
        const id = await nextBatchId(db);
        const batch = { id, boc: 'te6cc', messageHash: 'cd'.repeat(32), queryId: 1, validUntil: new Date(VALID_UNTIL_S * 1000) };
        await insertBatch(db, batch);
        await joinBatch(db, other, batch);
      },
    };
    expect(await workerOf(client, { hooks }).worker.workOnce()).toEqual({ status: 'busy' });
    expect(calls.sent).toEqual([]);
    expect((await row(first)).status).toBe('pending');
  });
  it('busy while another worker holds the signing lock (or the lock is not answered): nothing signed', async () => {
    const id = await pending();
    for (const answer of [[{ locked: false }], []]) {
      // The database as another worker holding the lock sees it: the lock is refused, the rest is real.
      const locked: Db = Object.assign(Object.create(db) as Db, {
        transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
          db.transaction((tx) => fn({ exec: (sql) => tx.exec(sql), query: async <R>(sql: string, params?: readonly unknown[]) => (sql.includes('pg_try_advisory_xact_lock') ? (answer as R[]) : tx.query<R>(sql, params)) })),
      });
      const { client, calls } = scripted();
      expect(await new PayoutWorker(locked, client, hot!, config, { warn: () => {} }, {}, () => new Date(NOW_S * 1000)).workOnce()).toEqual({ status: 'busy' });
      expect(calls.sent).toEqual([]);
      expect((await row(id)).status).toBe('pending');
    }
  });
});

describe('screening', () => {
  it('holds the first withdrawal whose jetton wallet is locked, with its reason; the next round signs the rest', async () => {
    const locked = freshDestination();
    const clear = await pending();
    const held = await pending(5_000_000n, { destination: locked });
    const after = await pending();
    const { client, calls } = scripted({ locks: { [locked]: 2 } });
    const { worker, log } = workerOf(client);
    expect(await worker.workOnce()).toEqual({ status: 'held', id: held, reason: 'jetton_wallet_locked' });
    expect(log.warn).toHaveBeenCalledWith({ withdrawal: held, reason: 'jetton_wallet_locked' }, expect.stringContaining('held a withdrawal'));
    expect(await row(held)).toMatchObject({ status: 'awaiting_approval', hold_reason: 'jetton_wallet_locked' });
    expect(calls.sent).toEqual([]);
    expect(await worker.workOnce()).toMatchObject({ status: 'signed', ids: [clear, after] });
  });

  it('asks once per destination a round', async () => {
    const destination = freshDestination();
    await pending(1n, { destination });
    await pending(2n, { destination });
    const { client, calls } = scripted();
    await workerOf(client).worker.workOnce();
    expect(calls.status).toEqual([destination]);
  });

  it('holds a deny-listed destination', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'denylist-'));
    try {
      const denied = freshDestination();
      writeFileSync(join(dir, 'list'), `${denied}\n`);
      const id = await pending(5_000_000n, { destination: denied });
      expect(await workerOf(scripted().client, { denylist: PayoutDenylist.load(join(dir, 'list')) }).worker.workOnce()).toEqual({ status: 'held', id, reason: 'deny_listed' });
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('a deny list that cannot be read: denylist_error, nothing held or signed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'denylist-'));
    writeFileSync(join(dir, 'list'), '');
    const denylist = PayoutDenylist.load(join(dir, 'list'));
    rmSync(dir, { recursive: true });
    const id = await pending();
    const { client, calls } = scripted();
    const { worker, log } = workerOf(client, { denylist });
    const step = await worker.workOnce();
    expect(step).toEqual({ status: 'denylist_error', reason: expect.stringContaining('cannot read PAYOUT_DENYLIST_FILE') });
    expect(log.warn).toHaveBeenCalledWith({ reason: (step as { reason: string }).reason }, expect.stringContaining('deny list cannot be read'));
    expect((await row(id)).status).toBe('pending');
    expect(calls.sent).toEqual([]);
  });

  it('holds a player below the tier to withdraw, asked once per player; a return of held deposits is not held', async () => {
    const profiles = jurisdictionProfiles({ profiles: { '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 1 } } } } as never);
    const of = vi.fn(profiles.of);
    const tiers = { jurisdictions: { ...profiles, of } };
    const home = await pending(5_000_000n, { requestHash: HELD_RETURN_HASH });
    const below = await pending();
    expect(await workerOf(scripted().client, { tiers }).worker.workOnce()).toEqual({ status: 'held', id: below, reason: 'tier_below_required' });
    expect(of).toHaveBeenCalledTimes(1);
    expect(await workerOf(scripted().client, { tiers }).worker.workOnce()).toMatchObject({ status: 'signed', ids: [home] });

    // Tier 0 asked: two withdrawals of one player, the player's profile read once.
    await db.query("UPDATE withdrawals SET status = 'rejected_refunded', batch_id = NULL WHERE status IN ('pending', 'sending', 'awaiting_approval')");
    const open = jurisdictionProfiles(null);
    const ofOpen = vi.fn(open.of);
    const ids = [await pending(), await pending()];
    expect(await workerOf(scripted().client, { tiers: { jurisdictions: { ...open, of: ofOpen } } }).worker.workOnce()).toMatchObject({ status: 'signed', ids });
    expect(ofOpen).toHaveBeenCalledTimes(1);
  });

  it('busy when the withdrawal to hold moved on meanwhile', async () => {
    const locked = freshDestination();
    const id = await pending(5_000_000n, { destination: locked });
    const { client } = scripted({ locks: { [locked]: 1 } });
    const hooks = { beforeSigning: async () => void (await db.query("UPDATE withdrawals SET status = 'rejected_refunded' WHERE id = $1", [id])) };
    expect(await workerOf(client, { hooks }).worker.workOnce()).toEqual({ status: 'busy' });
  });
});

describe('errors', () => {
  it('an indexer error is a result to retry, logged with its reason', async () => {
    const { client } = scripted({ jettonWalletError: new IndexerError('toncenter answered 503') });
    const { worker, log } = workerOf(client);
    expect(await worker.workOnce()).toEqual({ status: 'indexer_error', reason: 'toncenter answered 503' });
    expect(log.warn).toHaveBeenCalledWith({ reason: 'toncenter answered 503' }, expect.stringContaining('indexer unavailable'));
  });

  it('any other error is thrown', async () => {
    const { client } = scripted({ jettonWalletError: new TypeError('a bug') });
    await expect(workerOf(client).worker.workOnce()).rejects.toThrow('a bug');
  });
});

describe('settling a batch', () => {
  it('a transfer found: sent, with its transaction hash in hex, booked in flight -> house:deposits, its event and notice', async () => {
    const id = await pending(3_000_000n);
    const { batch } = await signedBatch();
    const transfer = await paying(id);
    const { client } = scripted({ pages: [[transfer]] });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [id], refunded: [], requeued: [] });
    const hex = Buffer.from(transfer.transaction_hash, 'base64').toString('hex');
    expect(await row(id)).toMatchObject({ status: 'sent', tx_hash: hex });
    expect(await legsOf(id)).toEqual(['withdrawal_sent: house:withdrawals_in_flight -> house:deposits 3000000']);
    expect(await eventsOf(id)).toEqual([{ id: String(id), status: 'sent', txHash: hex }]);
    expect(await noticesOf(id)).toEqual(['withdrawal_sent']);
  });

  it('a bounced transfer: that one refunded to its player, the other sent', async () => {
    const bounced = await pending(3_000_000n);
    const paid = await pending(4_000_000n);
    const { batch } = await signedBatch();
    const { client } = scripted({ pages: [[await paying(bounced, { transaction_aborted: true }), await paying(paid)]] });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [paid], refunded: [bounced], requeued: [] });
    expect(await legsOf(bounced)).toEqual([`withdrawal_refund: house:withdrawals_in_flight -> player:${userId} 3000000`]);
    expect(await balanceOf(db, playerAccount(userId))).toBe(3_000_000n);
    expect(await eventsOf(bounced)).toEqual([{ id: String(bounced), status: 'failed_refunded', txHash: null }]);
    expect(await noticesOf(bounced)).toEqual(['withdrawal_refunded']);
  });

  it('one found, the other not yet, the message still takeable: settled without sending again', async () => {
    const paid = await pending();
    const open = await pending();
    const { batch } = await signedBatch();
    const { client, calls } = scripted({ pages: [[await paying(paid)]] });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [paid], refunded: [], requeued: [] });
    expect(calls.sent).toEqual([]);
    expect((await row(open)).status).toBe('sending');
  });

  it('none found, still takeable: the same message sent again', async () => {
    const id = await pending();
    const { batch, boc } = await signedBatch();
    const { client, calls } = scripted({ pages: [[]] });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'resent', batch: batch.id, ids: [id] });
    expect(calls.sent).toEqual([boc]);
  });

  it('taken and nothing sent: back to pending, out of its batch, its money still in flight, signed anew', async () => {
    const id = await pending();
    const { batch } = await signedBatch();
    const { client } = scripted({ transactions: { [batch.messageHash]: [{ hash: 'ee'.repeat(32), aborted: false, outMessages: [] }] } });
    const { worker, log } = workerOf(client);
    expect(await worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [], refunded: [], requeued: [id] });
    expect(log.warn).toHaveBeenCalledWith({ batch: batch.id, withdrawals: 1 }, expect.stringContaining('sent nothing'));
    expect(await row(id)).toMatchObject({ status: 'pending', batch_id: null });
    expect(await legsOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([{ id: String(id), status: 'pending', txHash: null }]);
    expect(await noticesOf(id)).toEqual([]);
    expect(await worker.workOnce()).toMatchObject({ status: 'signed', ids: [id] });
  });

  it('never taken, the index past its window: refunded to the player', async () => {
    const id = await pending(2_000_000n);
    const { batch } = await signedBatch();
    const finalS = VALID_UNTIL_S + EXPIRY_MARGIN_S;
    const { client } = scripted({ indexedUntilS: finalS + 1 });
    const { worker, log } = workerOf(client, { at: finalS + 1 });
    expect(await worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [], refunded: [id], requeued: [] });
    expect(log.warn).toHaveBeenCalledWith({ batch: batch.id, withdrawals: 1 }, expect.stringContaining('expired never taken'));
    expect(await legsOf(id)).toEqual([`withdrawal_refund: house:withdrawals_in_flight -> player:${userId} 2000000`]);
  });

  it('taken and paid but not indexed yet, or not proven either way: waiting, nothing sent', async () => {
    const id = await pending();
    const { batch } = await signedBatch();
    const paid = scripted({ transactions: { [batch.messageHash]: [{ hash: 'ee'.repeat(32), aborted: false, outMessages: ['ff'.repeat(32)] }], ['ff'.repeat(32)]: [{ hash: '11'.repeat(32), aborted: false, outMessages: ['12'.repeat(32)] }] } });
    expect(await workerOf(paid.client).worker.workOnce()).toEqual({ status: 'waiting', batch: batch.id, ids: [id] });
    const unknown = scripted({ indexedUntilS: VALID_UNTIL_S });
    expect(await workerOf(unknown.client, { at: VALID_UNTIL_S + 1000 }).worker.workOnce()).toEqual({ status: 'waiting', batch: batch.id, ids: [id] });
    expect([...paid.calls.sent, ...unknown.calls.sent]).toEqual([]);
    expect((await row(id)).status).toBe('sending');
  });

  it('a withdrawal another worker settled meanwhile is not counted again', async () => {
    const confirmed = await pending();
    const refunded = await pending();
    const { batch } = await signedBatch();
    const transfers = [await paying(confirmed), await paying(refunded, { transaction_aborted: true })];
    // Asked for the transfers, another worker has settled both already.
    const { client } = scripted({
      pages: async () => {
        await confirmSent(db, confirmed, 'aa'.repeat(32));
        await refundFailed(db, refunded);
        return transfers;
      },
    });
    // Past its window, the index not past it: the batch's fate is not asked, all of it was found.
    expect(await workerOf(client, { at: VALID_UNTIL_S + 1000 }).worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: [], refunded: [], requeued: [] });
    expect(await legsOf(refunded)).toHaveLength(1);
  });

  it('requeued or refunded meanwhile by another worker: not counted again, and waiting', async () => {
    const id = await pending();
    const { batch } = await signedBatch();
    const unpaid = { [batch.messageHash]: [{ hash: 'ee'.repeat(32), aborted: false, outMessages: [] }] };
    const { client } = scripted({ transactions: unpaid, pages: async () => (await requeueUnsent(db, id), []) });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'waiting', batch: batch.id, ids: [id] });
    await joinBatch(db, id, batch);
    const finalS = VALID_UNTIL_S + EXPIRY_MARGIN_S + 1;
    const late = scripted({ indexedUntilS: finalS, pages: async () => (await refundFailed(db, id), []) });
    expect(await workerOf(late.client, { at: finalS }).worker.workOnce()).toEqual({ status: 'waiting', batch: batch.id, ids: [id] });
  });

  it('requeued: out of its batch; the settle functions return nothing for a withdrawal already moved on', async () => {
    const id = await pending();
    const { batch } = await signedBatch();
    expect(await requeueUnsent(db, id)).toMatchObject({ id, status: 'pending', batchId: null, messageHash: null, validUntil: null });
    await joinBatch(db, id, batch);
    expect(await refundFailed(db, id)).toMatchObject({ id, status: 'failed_refunded', batchId: batch.id, messageHash: batch.messageHash });
    expect(await confirmSent(db, id, 'aa'.repeat(32))).toBeNull();
    expect(await refundFailed(db, id)).toBeNull();
    expect(await requeueUnsent(db, id)).toBeNull();
  });
});

describe('the outgoing scan', () => {
  it('recognises a transfer by query_id, amount and destination in any address form', async () => {
    const id = await pending(5_000_000n);
    const { batch } = await signedBatch();
    const w = await row(id);
    const friendly = Address.parse(w.destination).toString({ bounceable: false, testOnly: true });
    const wrong = [
      await paying(id, { amount: '5000001' }),
      await paying(id, { amount: '4999999' }),
      await paying(id, { query_id: String(id + 1) }),
      await paying(id, { query_id: undefined }),
      await paying(id, { destination: new Address(0, Buffer.alloc(32, 0xfe)).toRawString() }),
      await paying(id, { destination: 'not an address' }),
    ];
    const none = scripted({ pages: [wrong] });
    expect(await workerOf(none.client).worker.workOnce()).toEqual({ status: 'resent', batch: batch.id, ids: [id] });
    const right = await paying(id, { destination: friendly });
    const found = scripted({ pages: [[...wrong, right]] });
    expect(await workerOf(found.client).worker.workOnce()).toMatchObject({ status: 'settled', sent: [id] });
    expect((await row(id)).tx_hash).toBe(Buffer.from(right.transaction_hash, 'base64').toString('hex'));
  });

  it('the first matching transfer of a withdrawal counts', async () => {
    const id = await pending();
    await signedBatch();
    const first = await paying(id);
    const second = await paying(id, { transaction_aborted: true });
    expect(await workerOf(scripted({ pages: [[first, second]] }).client).worker.workOnce()).toMatchObject({ sent: [id], refunded: [] });
  });

  it('pages newest first from the last page oldest lt, skipping what it saw, until all are found', async () => {
    const ids = [await pending(), await pending()];
    const { batch } = await signedBatch();
    const page1 = [await paying(ids[0]!), ...Array.from({ length: OUT_PAGE - 1 }, () => outgoing())];
    const page2 = [page1.at(-1)!, ...Array.from({ length: OUT_PAGE - 2 }, () => outgoing()), await paying(ids[1]!)];
    const { client, calls } = scripted({ pages: [page1, page2, [outgoing()]] });
    expect(await workerOf(client).worker.workOnce()).toEqual({ status: 'settled', batch: batch.id, sent: ids, refunded: [], requeued: [] });
    expect(calls.out).toEqual([
      { endLt: null, limit: OUT_PAGE },
      { endLt: BigInt(page1.at(-1)!.transaction_lt), limit: OUT_PAGE },
    ]);
  });

  it('the page read again holds only what it saw: the scan stops', async () => {
    const id = await pending();
    await signedBatch();
    const page = Array.from({ length: OUT_PAGE }, () => outgoing());
    const { client, calls } = scripted({ pages: [page, page, [await paying(id)]] });
    expect(await workerOf(client).worker.workOnce()).toMatchObject({ status: 'resent', ids: [id] });
    expect(calls.out).toHaveLength(2);
  });

  it('a page shorter than the largest is the last', async () => {
    const id = await pending();
    await signedBatch();
    const { client, calls } = scripted({ pages: [Array.from({ length: OUT_PAGE - 1 }, () => outgoing()), [await paying(id)]] });
    expect(await workerOf(client).worker.workOnce()).toMatchObject({ status: 'resent' });
    expect(calls.out).toHaveLength(1);
  });

  it('stops at a transfer older than the batch was signed, not at one of that second', async () => {
    const id = await pending();
    await signedBatch();
    const full = (now: number) => Array.from({ length: OUT_PAGE }, () => outgoing({ transaction_now: now }));
    const atSigning = scripted({ pages: [full(SIGNED_AT_S), [await paying(id)]] });
    expect(await workerOf(atSigning.client).worker.workOnce()).toMatchObject({ status: 'settled', sent: [id] });
    await db.query("UPDATE withdrawals SET status = 'sending', tx_hash = NULL WHERE id = $1", [id]);
    const older = scripted({ pages: [[...full(NOW_S).slice(1), outgoing({ transaction_now: SIGNED_AT_S - 1 })], [await paying(id)]] });
    expect(await workerOf(older.client).worker.workOnce()).toMatchObject({ status: 'resent' });
    expect(older.calls.out).toHaveLength(1);
    // Transfers without a time never stop it early.
    const timeless = scripted({ pages: [full(NOW_S).map((t) => ({ ...t, transaction_now: undefined })), [await paying(id)]] });
    expect(await workerOf(timeless.client).worker.workOnce()).toMatchObject({ status: 'settled' });
  });

  it('gives up after 100 full pages', async () => {
    const id = await pending();
    await signedBatch();
    // Full pages as far as the bound and one past it, then none: a scan that lost its bound stops
    // there and fails the count, instead of reading forever until the mutation run's time-out.
    let asked = 0;
    const { client, calls } = scripted({ pages: () => (++asked <= 101 ? Array.from({ length: OUT_PAGE }, () => outgoing()) : []) });
    expect(await workerOf(client).worker.workOnce()).toMatchObject({ status: 'resent', ids: [id] });
    expect(calls.out).toHaveLength(100);
  });
});

describe('settle-withdrawal from the back office', () => {
  async function awaiting(amountMicro: bigint): Promise<number> {
    const w = await insertWithdrawal(db, { userId, source: 'cashout', requestKey: `k-${Math.random()}`, requestHash: 'ab'.repeat(32), amountMicro, destination: freshDestination(), status: 'awaiting_approval' });
    return w.id;
  }

  it('approves to pending with no transfer, rejects with the refund to its player; only from awaiting_approval', async () => {
    const approved = await awaiting(1_000_000n);
    expect(await approveWithdrawal(db, approved)).toMatchObject({ id: approved, status: 'pending', batchId: null });
    expect(await legsOf(approved)).toEqual([]);
    expect(await approveWithdrawal(db, approved)).toBeNull();
    expect(await rejectWithdrawal(db, approved)).toBeNull();
    const rejected = await awaiting(2_000_000n);
    expect(await rejectWithdrawal(db, rejected)).toMatchObject({ status: 'rejected_refunded' });
    expect(await legsOf(rejected)).toEqual([`withdrawal_refund: house:withdrawals_in_flight -> player:${userId} 2000000`]);
    expect(await noticesOf(rejected)).toEqual(['withdrawal_refunded']);
    expect(await eventsOf(rejected)).toEqual([{ id: String(rejected), status: 'rejected_refunded', txHash: null }]);
    expect(await approveWithdrawal(db, 99_999_999)).toBeNull();
  });
});

describe('batches', () => {
  it('the open batch is the oldest still sending; ids run on', async () => {
    const [a, b] = [await nextBatchId(db), await nextBatchId(db)];
    expect(b).toBe(a + 1);
    const first = await pending();
    const second = await pending();
    for (const [id, w] of [[b, second], [a, first]] as const) {
      const batch = { id, boc: `boc${id}`, messageHash: `${id}`.padStart(64, '0'), queryId: id, validUntil: new Date(VALID_UNTIL_S * 1000) };
      await insertBatch(db, batch);
      await joinBatch(db, w, batch);
    }
    expect(await openBatch(db)).toEqual({ id: a, boc: `boc${a}`, messageHash: `${a}`.padStart(64, '0'), queryId: a, validUntil: new Date(VALID_UNTIL_S * 1000) });
  });
});

describe('the loop', () => {
  /** Real waits (setImmediate is not faked) until the loop has scheduled its next step: its one timer. */
  async function nextStepScheduled(): Promise<void> {
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  it('works at once, again at once after a step that did something, else every interval; a failed step is logged; stop ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const locked = freshDestination();
    const held = await pending(1n, { destination: locked });
    const { client, calls } = scripted({ locks: { [locked]: 1 } });
    const { worker, log } = workerOf(client);
    const steps: string[] = [];
    const workOnce = worker.workOnce.bind(worker);
    let fail = false;
    worker.workOnce = async () => {
      if (fail) {
        fail = false;
        steps.push('failed');
        throw new TypeError('a bug');
      }
      const step = await workOnce();
      steps.push(step.status);
      return step;
    };
    const stop = worker.start(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await nextStepScheduled();
    // Held: at once again, which finds nothing left.
    await vi.advanceTimersByTimeAsync(0);
    await nextStepScheduled();
    expect(steps).toEqual(['held', 'idle']);
    expect((await row(held)).status).toBe('awaiting_approval');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(steps).toHaveLength(2);
    fail = true;
    await vi.advanceTimersByTimeAsync(1);
    await nextStepScheduled();
    expect(steps).toEqual(['held', 'idle', 'failed']);
    expect(log.warn).toHaveBeenCalledWith({ error: 'a bug' }, expect.stringContaining('step failed'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(steps).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await nextStepScheduled();
    expect(steps).toHaveLength(4);
    await stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(steps).toHaveLength(4);
    expect(calls.sent).toEqual([]);
  });

  it('a settled step runs again at once; a thrown non-Error is logged as text; stopped during a step, it ends that step and no other', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = scripted();
    const { worker, log } = workerOf(client);
    const script = [{ status: 'settled' }, 'thrown', { status: 'waiting' }];
    let calls = 0;
    let release: () => void = () => {};
    worker.workOnce = async () => {
      calls += 1;
      const next = script.shift();
      if (next === 'thrown') throw 'text';
      if (next === undefined) await new Promise<void>((resolve) => (release = resolve));
      return (next ?? { status: 'idle' }) as never;
    };
    const stop = worker.start(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await nextStepScheduled();
    // A timer of 0 set while the fake clock ticks is due a millisecond later.
    await vi.advanceTimersByTimeAsync(1);
    await nextStepScheduled();
    expect(calls).toBe(2);
    expect(log.warn).toHaveBeenCalledWith({ error: 'text' }, expect.stringContaining('step failed'));
    await vi.advanceTimersByTimeAsync(60_000);
    await nextStepScheduled();
    expect(calls).toBe(3);
    // waiting is no busy step: the next one after the interval, which hangs until released.
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(4);
    const stopped = stop();
    release();
    await stopped;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toBe(4);
  });
});
