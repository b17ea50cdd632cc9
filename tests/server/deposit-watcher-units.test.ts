/**
 * The deposit watcher's decisions one at a time (server/payments/deposit-watcher.ts,
 * credit-deposit.ts, forward-payload.ts, deposit-repository.ts), against a scripted indexer and
 * a migrated PGlite: which transfers count, what each poll reports, where the cursor goes, and
 * the polling loop. deposits.test.ts runs the whole path against the toncenter stand-in.
 */
import { Address, beginCell } from '@ton/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerAccount } from '../../server/books/accounts';
import { balanceOf, postTransfer } from '../../server/books/transfer-repository';
import { jurisdictionProfiles } from '../../server/compliance/jurisdiction-profiles';
import type { Db } from '../../server/db/db';
import { readCursor, writeCursor } from '../../server/payments/deposit-repository';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { textComment } from '../../server/payments/forward-payload';
import { applyLimit } from '../../server/protection/limit-repository';
import { IndexerError, type JettonTransfer, type ToncenterClient } from '../../server/ton/toncenter-client';
import { insertUser, openMigratedPglite } from './helpers/pglite-snapshot';

const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd1));
const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x05));
const OUR_JETTON_WALLET = new Address(0, Buffer.alloc(32, 0x77));
const jurisdictions = jurisdictionProfiles(null);

const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell().toBoc().toString('base64');
let nextLt = 1000n;
let nextHash = 1;
const hashOf = (n: number) => {
  const bytes = Buffer.alloc(32, 0x11);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** A USDT transfer to our deposit address, as toncenter's /api/v3/jetton/transfers lists it. */
function transfer(memo: string | null, units = 5_000_000n, change: Partial<JettonTransfer> = {}): JettonTransfer {
  nextLt += 10n;
  return {
    transaction_hash: hashOf(nextHash++).toString('base64'),
    transaction_lt: nextLt.toString(),
    transaction_aborted: false,
    source: new Address(0, Buffer.alloc(32, 0x5e)).toRawString(),
    destination: DEPOSIT_ADDRESS.toRawString(),
    amount: units.toString(),
    jetton_master: USDT_MASTER.toRawString(),
    forward_payload: memo === null ? null : comment(memo),
    ...change,
  };
}

/** An indexer that answers each poll with the next scripted page (or error). */
function scriptedIndexer(pages: (JettonTransfer[] | Error)[]) {
  const asked: bigint[] = [];
  const client = {
    jettonWallet: async () => ({ address: OUR_JETTON_WALLET, balance: 0n }),
    incomingTransfers: async (_wallet: Address, startLt: bigint) => {
      asked.push(startLt);
      const page = pages.shift() ?? [];
      if (page instanceof Error) throw page;
      return page;
    },
  };
  return { client: client as unknown as ToncenterClient, asked };
}

let db: Db;
let memo: string;
let userId: number;
/** The logical times before this test's transfers: what earlier tests recorded is below it. */
let testStartLt: bigint;

// One database for the file (opening one costs a second); each test has its own player and
// starts the watcher's cursor afresh.
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());
beforeEach(async () => {
  userId = await insertUser(db);
  const [row] = await db.query<{ deposit_memo: string }>('SELECT deposit_memo FROM users WHERE id = $1', [userId]);
  memo = row!.deposit_memo;
  await db.query('DELETE FROM chain_cursors');
  testStartLt = nextLt;
});
afterEach(() => vi.useRealTimers());

const watcher = (pages: (JettonTransfer[] | Error)[], log = { warn: vi.fn() }) => {
  const indexer = scriptedIndexer(pages);
  return { watcher: new DepositWatcher(db, indexer.client, { depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, jurisdictions }, log), asked: indexer.asked, log };
};
const balance = () => balanceOf(db, playerAccount(userId));
const depositStatuses = async () => (await db.query<{ status: string }>('SELECT status FROM deposits WHERE lt > $1 ORDER BY lt', [testStartLt])).map((row) => row.status);

describe('what one poll counts', () => {
  it('credits, holds, leaves unattributed and skips, and says how many of each', async () => {
    await applyLimit(db, userId, 'deposit', 'day', 6_000_000n);
    const page = [
      transfer(memo), // credited: 5 of the day's 6
      transfer(memo), // held: 10 would pass the limit
      transfer('sw000000000000'), // nobody's memo
      transfer(null), // no memo at all
      transfer(memo, 1n, { transaction_aborted: true }), // skipped
    ];
    const { watcher: w } = watcher([page]);
    expect(await w.pollOnce()).toEqual({ status: 'done', credited: 1, held: 1, unattributed: 2, skipped: 1, lastLt: BigInt(page[4]!.transaction_lt) });
    expect(await balance()).toBe(5_000_000n);
    expect(await depositStatuses()).toEqual(['credited', 'held', 'unattributed', 'unattributed']);
  });

  it('finds the player by a memo written with spaces around it', async () => {
    const { watcher: w } = watcher([[transfer(`  ${memo} `)]]);
    expect(await w.pollOnce()).toMatchObject({ credited: 1, unattributed: 0 });
  });

  it('skips another jetton, a transfer to another address, and addresses that do not parse', async () => {
    const other = new Address(0, Buffer.alloc(32, 0xee)).toRawString();
    const page = [
      transfer(memo, 5_000_000n, { jetton_master: other }),
      transfer(memo, 5_000_000n, { destination: other }),
      transfer(memo, 5_000_000n, { jetton_master: 'not an address' }),
      transfer(memo, 5_000_000n, { destination: 'not an address' }),
    ];
    const { watcher: w } = watcher([page]);
    expect(await w.pollOnce()).toMatchObject({ credited: 0, held: 0, unattributed: 0, skipped: 4 });
    expect(await depositStatuses()).toEqual([]);
  });

  it('skips no amount, an amount no USDT supply reaches, and a hash that is not 32 bytes; takes the largest real one', async () => {
    const page = [
      transfer(memo, 0n),
      transfer(memo, 2n ** 62n),
      transfer(memo, 5_000_000n, { transaction_hash: 'abcd' }),
      transfer(memo, 5_000_000n, { transaction_hash: 'ab'.repeat(33) }),
      // 64 hex digits with more after them: not a hex hash, and as base64 not 32 bytes.
      transfer(memo, 5_000_000n, { transaction_hash: `${'ab'.repeat(32)}Z` }),
      transfer(memo, 2n ** 62n - 1n),
      transfer(memo, 1n),
    ];
    const { watcher: w } = watcher([page]);
    expect(await w.pollOnce()).toMatchObject({ credited: 2, skipped: 5 });
    expect(await balance()).toBe(2n ** 62n);
  });

  it('takes a hash in hex or in base64 as the same transaction: credited once', async () => {
    const bytes = Buffer.alloc(32, 0xab);
    const first = transfer(memo, 5_000_000n, { transaction_hash: bytes.toString('hex').toUpperCase() });
    const again = { ...transfer(memo), transaction_hash: bytes.toString('base64'), transaction_lt: first.transaction_lt };
    const { watcher: w } = watcher([[first], [again]]);
    expect(await w.pollOnce()).toMatchObject({ credited: 1 });
    expect(await w.pollOnce()).toMatchObject({ credited: 0, skipped: 1 });
    expect(await balance()).toBe(5_000_000n);
    expect((await db.query<{ tx_hash: string }>('SELECT tx_hash FROM deposits WHERE lt > $1', [testStartLt])).map((row) => row.tx_hash)).toEqual([bytes.toString('hex')]);
  });
});

describe('the cursor', () => {
  it('moves to the highest logical time of the page, whatever order the indexer lists it in', async () => {
    const [a, b, c] = [transfer(null), transfer(null), transfer(null)];
    const { watcher: w, asked } = watcher([[a!, c!, b!], []]);
    expect(await w.pollOnce()).toMatchObject({ lastLt: BigInt(c!.transaction_lt) });
    await w.pollOnce();
    expect(asked).toEqual([0n, BigInt(c!.transaction_lt)]);
  });

  it('starts afresh for another jetton wallet (the deposit address changed)', async () => {
    await writeCursor(db, OUR_JETTON_WALLET.toRawString(), 500n);
    expect(await readCursor(db, OUR_JETTON_WALLET.toRawString())).toBe(500n);
    expect(await readCursor(db, new Address(0, Buffer.alloc(32, 0x78)).toRawString())).toBe(0n);
  });
});

describe('failures', () => {
  it('an indexer error is a result to retry, logged with its reason; the cursor stays', async () => {
    const { watcher: w, log } = watcher([new IndexerError('toncenter answered 503')]);
    expect(await w.pollOnce()).toEqual({ status: 'indexer_error', reason: 'toncenter answered 503' });
    expect(log.warn).toHaveBeenCalledWith({ reason: 'toncenter answered 503' }, expect.stringContaining('indexer unavailable'));
    expect(await readCursor(db, OUR_JETTON_WALLET.toRawString())).toBe(0n);
  });

  it('any other error is thrown', async () => {
    const { watcher: w } = watcher([new TypeError('a bug')]);
    await expect(w.pollOnce()).rejects.toThrow('a bug');
  });

  it('a deposit whose transfer is already in the books (a broken invariant) fails the poll loudly, and nothing of the page stays', async () => {
    const first = transfer(memo);
    const hash = Buffer.from(first.transaction_hash, 'base64').toString('hex');
    await postTransfer(db, { from: 'house:deposits', to: playerAccount(userId), amountMicro: 1n, reason: 'deposit', reference: `deposit:${hash}` });
    const { watcher: w } = watcher([[transfer(memo), first]]);
    await expect(w.pollOnce()).rejects.toThrow(`deposit ${hash} was`);
    expect(await depositStatuses()).toEqual([]);
    expect(await balance()).toBe(1n);
    expect(await readCursor(db, OUR_JETTON_WALLET.toRawString())).toBe(0n);
  });
});

describe('the polling loop', () => {
  /** Real waits (setImmediate is not faked) until the loop has scheduled its next poll: its one timer. */
  async function nextPollScheduled(): Promise<void> {
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  it('polls at once, then every interval; a failed poll is logged and the loop goes on; stop lets the poll under way end and polls no more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { watcher: w, asked, log } = watcher([[transfer(memo)], new TypeError('a bug'), [transfer(memo)], [transfer(memo)], [transfer(memo)]]);
    const stop = w.start(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await nextPollScheduled();
    expect(asked).toHaveLength(1);
    expect(await balance()).toBe(5_000_000n);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await nextPollScheduled();
    expect(asked).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledWith({ error: 'a bug' }, expect.stringContaining('poll failed'));

    await vi.advanceTimersByTimeAsync(60_000);
    await nextPollScheduled();
    expect(await balance()).toBe(10_000_000n);

    // Stopped while a poll runs: that poll ends (its deposit credited), and no other starts.
    await vi.advanceTimersByTimeAsync(60_000);
    await stop();
    expect(await balance()).toBe(15_000_000n);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asked).toHaveLength(4);
  });

  it('after each poll, releases the held deposits the limits now allow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await applyLimit(db, userId, 'deposit', 'day', 6_000_000n);
    const { watcher: w } = watcher([[transfer(memo, 10_000_000n)], []]);
    const stop = w.start(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await nextPollScheduled();
    expect(await depositStatuses()).toEqual(['held']);
    await applyLimit(db, userId, 'deposit', 'day', 20_000_000n);
    await vi.advanceTimersByTimeAsync(60_000);
    await nextPollScheduled();
    await stop();
    expect(await depositStatuses()).toEqual(['credited']);
    expect(await balance()).toBe(10_000_000n);
  });

  it('stopped between polls, it polls no more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { watcher: w, asked } = watcher([[], [transfer(memo)]]);
    const stop = w.start(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await nextPollScheduled();
    await stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asked).toHaveLength(1);
    expect(await balance()).toBe(0n);
  });
});

describe('textComment', () => {
  it('reads a comment, an empty one, and nothing from what is not one', () => {
    expect(textComment(comment('sw0123'))).toBe('sw0123');
    expect(textComment(comment(''))).toBe('');
    expect(textComment(beginCell().storeUint(1, 32).storeStringTail('sw0123').endCell().toBoc().toString('base64'))).toBeNull();
    expect(textComment(beginCell().storeUint(0, 16).endCell().toBoc().toString('base64'))).toBeNull();
    expect(textComment('not a cell')).toBeNull();
    expect(textComment('')).toBeNull();
    expect(textComment(null)).toBeNull();
    expect(textComment(undefined)).toBeNull();
  });
});
