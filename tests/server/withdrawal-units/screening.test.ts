/**
 * What happens to a withdrawal before it is signed, called directly with no server and no worker
 * (server/withdrawals/withdrawal-status.ts, hold-withdrawal.ts, payout-screening.ts,
 * payout-denylist.ts, withdrawal-repository.ts): the status writer's guards, a hold with its reason,
 * audit row and event, the screening's two checks and the deny list read in any address form and
 * again after an edit. The worker's and the HTTP tests (payout-screening, withdrawal-status) run the
 * same through the real contract; these are the ones `npm run mutate -- "withdrawal requests"`
 * re-runs per mutant.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { Address } from '../../../server/ton/ton-address';
import { holdWithdrawal } from '../../../server/withdrawals/hold-withdrawal';
import { DenylistError, PayoutDenylist } from '../../../server/withdrawals/payout-denylist';
import { screenPayout } from '../../../server/withdrawals/payout-screening';
import {
  insertWithdrawal,
  joinBatch,
  lockPending,
  lockWithdrawal,
  pendingWithdrawals,
  sendingInBatch,
  type Withdrawal,
} from '../../../server/withdrawals/withdrawal-repository';
import { moveWithdrawal, WithdrawalTransitionError } from '../../../server/withdrawals/withdrawal-status';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';

const RAW = `0:${'ab'.repeat(32)}`;
const OTHER = `0:${'cd'.repeat(32)}`;
const USDT_MASTER = Address.parse(`0:${'ee'.repeat(32)}`);
const AT = new Date('2026-03-10T15:00:00Z');

let db: Db;
let player: number;
let serial = 0;
let batch: { id: number; messageHash: string; validUntil: Date };

beforeAll(async () => {
  db = await openMigratedPglite();
  const [row] = await db.query<{ id: bigint }>("INSERT INTO payout_batches (boc, message_hash, query_id, valid_until) VALUES ('te6cc', 'ab12', 1, $1) RETURNING id", [AT]);
  batch = { id: Number(row!.id), messageHash: 'ab12', validUntil: AT };
});
afterAll(() => db.close());
beforeEach(async () => {
  player = await insertUser(db);
});

/** The stored batch as the status writer takes it. */
const messageOf = (b: typeof batch) => ({ batchId: b.id, messageHash: b.messageHash, validUntil: b.validUntil });
const newWithdrawal = (status: 'pending' | 'awaiting_approval' = 'pending', amountMicro = 7_000_000n): Promise<Withdrawal> =>
  insertWithdrawal(db, { userId: player, source: 'cashout', requestKey: `key:${(serial += 1)}`, requestHash: 'h', amountMicro, destination: RAW, status });
const row = async (id: number) =>
  (
    await db.query<{ status: string; hold_reason: string | null; batch_id: bigint | null; message_hash: string | null; valid_until: Date | null; tx_hash: string | null }>(
      'SELECT status, hold_reason, batch_id, message_hash, valid_until, tx_hash FROM withdrawals WHERE id = $1',
      [id],
    )
  )[0]!;

describe('the status writer', () => {
  it('moves only from the statuses named and tells whether it moved', async () => {
    const w = await newWithdrawal();
    expect(await moveWithdrawal(db, w.id, ['awaiting_approval'], 'pending')).toBe(false);
    expect((await row(w.id)).status).toBe('pending');
    expect(await moveWithdrawal(db, w.id, ['pending'], 'sending', { message: messageOf(batch) })).toBe(true);
    expect(await row(w.id)).toMatchObject({ status: 'sending', batch_id: BigInt(batch.id), message_hash: 'ab12', valid_until: AT });
    // A second worker finds it moved on.
    expect(await moveWithdrawal(db, w.id, ['pending'], 'sending', { message: messageOf(batch) })).toBe(false);
  });

  it('refuses a move the table does not allow before touching the row, and sending without its message', async () => {
    const w = await newWithdrawal();
    await expect(moveWithdrawal(db, w.id, ['pending'], 'sent')).rejects.toThrow(new WithdrawalTransitionError(`withdrawal ${w.id}: pending -> sent is not an allowed move`));
    await expect(moveWithdrawal(db, w.id, ['awaiting_approval', 'pending'], 'rejected_refunded')).rejects.toThrow(WithdrawalTransitionError);
    await expect(moveWithdrawal(db, w.id, ['pending'], 'sending')).rejects.toThrow(new WithdrawalTransitionError(`withdrawal ${w.id}: sending needs its signed message`));
    await expect(moveWithdrawal(db, w.id, ['pending'], 'sending', { message: { batchId: null, messageHash: null, validUntil: null } })).rejects.toThrow(WithdrawalTransitionError);
    expect((await row(w.id)).status).toBe('pending');
  });

  it('keeps the message while sent, records the transaction hash, and clears the message when sending goes back to pending', async () => {
    const sent = await newWithdrawal();
    await joinBatch(db, sent.id, batch);
    expect(await moveWithdrawal(db, sent.id, ['sending'], 'sent', { txHash: 'tx1' })).toBe(true);
    expect(await row(sent.id)).toMatchObject({ status: 'sent', tx_hash: 'tx1', batch_id: BigInt(batch.id), message_hash: 'ab12' });
    const back = await newWithdrawal();
    await joinBatch(db, back.id, batch);
    expect(await moveWithdrawal(db, back.id, ['sending'], 'pending')).toBe(true);
    expect(await row(back.id)).toMatchObject({ status: 'pending', batch_id: null, message_hash: null, valid_until: null, tx_hash: null });
  });

  it('carries a reason on a hold only, and clears it when an operator hands the withdrawal back', async () => {
    const w = await newWithdrawal();
    await expect(moveWithdrawal(db, w.id, ['pending'], 'awaiting_approval')).rejects.toThrow(new WithdrawalTransitionError(`withdrawal ${w.id}: a hold, and only a hold, carries its reason`));
    await expect(moveWithdrawal(db, w.id, ['pending'], 'sending', { message: messageOf(batch), holdReason: 'deny_listed' })).rejects.toThrow(WithdrawalTransitionError);
    expect(await moveWithdrawal(db, w.id, ['pending'], 'awaiting_approval', { holdReason: 'jetton_wallet_locked' })).toBe(true);
    expect(await row(w.id)).toMatchObject({ status: 'awaiting_approval', hold_reason: 'jetton_wallet_locked' });
    // Refused for good, the reason stays on record.
    const refused = await newWithdrawal();
    await moveWithdrawal(db, refused.id, ['pending'], 'awaiting_approval', { holdReason: 'deny_listed' });
    await moveWithdrawal(db, refused.id, ['awaiting_approval'], 'rejected_refunded');
    expect(await row(refused.id)).toMatchObject({ status: 'rejected_refunded', hold_reason: 'deny_listed' });
    expect(await moveWithdrawal(db, w.id, ['awaiting_approval'], 'pending')).toBe(true);
    expect(await row(w.id)).toMatchObject({ status: 'pending', hold_reason: null });
  });
});

describe('the withdrawals a worker reads', () => {
  it('lists pending ones oldest first up to its limit, locks only those still pending, and finds a batch\'s', async () => {
    await db.query("UPDATE withdrawals SET status = 'awaiting_approval' WHERE status = 'pending'");
    const a = await newWithdrawal();
    const b = await newWithdrawal();
    const c = await newWithdrawal('awaiting_approval');
    const d = await newWithdrawal();
    expect((await pendingWithdrawals(db, 2)).map((w) => w.id)).toEqual([a.id, b.id]);
    expect((await pendingWithdrawals(db, 10)).map((w) => w.id)).toEqual([a.id, b.id, d.id]);
    expect((await db.transaction((tx) => lockPending(tx, [d.id, c.id, a.id]))).map((w) => w.id)).toEqual([a.id, d.id]);
    await joinBatch(db, d.id, batch);
    await joinBatch(db, a.id, batch);
    expect((await sendingInBatch(db, batch.id)).map((w) => w.id)).toEqual(expect.arrayContaining([a.id, d.id]));
    expect((await sendingInBatch(db, batch.id)).every((w) => w.status === 'sending' && w.batchId === batch.id && w.messageHash === 'ab12')).toBe(true);
    expect(await lockWithdrawal(db, b.id)).toMatchObject({ id: b.id, userId: player, amountMicro: 7_000_000n, destination: RAW, status: 'pending', batchId: null, txHash: null });
    expect(await lockWithdrawal(db, 987_654_321)).toBeNull();
  });
});

describe('a hold', () => {
  it('moves a pending withdrawal to awaiting_approval with its reason, drops approvals from before, audits it and tells the player', async () => {
    const w = await newWithdrawal();
    await db.query("INSERT INTO withdrawal_approvals (withdrawal_id, operator_telegram_id, operator_name) VALUES ($1, 9101, 'Alice')", [w.id]);
    const held = await db.transaction((tx) => holdWithdrawal(tx, w, 'deny_listed', AT));
    expect(held).toMatchObject({ id: w.id, status: 'awaiting_approval' });
    expect(await row(w.id)).toMatchObject({ status: 'awaiting_approval', hold_reason: 'deny_listed' });
    expect((await db.query('SELECT 1 FROM withdrawal_approvals WHERE withdrawal_id = $1', [w.id])).length).toBe(0);
    const [audit] = await db.query<{ at: Date; operator_telegram_id: bigint; operator_name: string; role: string | null; action: string; before: unknown; after: unknown; outcome: string; reason: string }>(
      'SELECT at, operator_telegram_id, operator_name, role, action, before, after, outcome, reason FROM audit_log WHERE target = $1',
      [`withdrawal:${w.id}`],
    );
    expect(audit).toEqual({
      at: AT,
      operator_telegram_id: 0n,
      operator_name: 'payout worker',
      role: null,
      action: 'withdrawal.hold',
      before: { status: 'pending' },
      after: { status: 'awaiting_approval', holdReason: 'deny_listed', address: RAW },
      outcome: 'done',
      reason: 'deny_listed',
    });
    const events = await db.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE user_id = $1', [player]);
    expect(events).toEqual([{ type: 'withdrawal_update', data: { id: String(w.id), status: 'awaiting_approval', txHash: null } }]);
  });

  it('throws when the withdrawal moved on meanwhile, and leaves it as it was', async () => {
    const w = await newWithdrawal();
    await joinBatch(db, w.id, batch);
    await expect(db.transaction((tx) => holdWithdrawal(tx, w, 'jetton_wallet_locked', AT))).rejects.toThrow(`withdrawal ${w.id} moved on while screening`);
    expect(await row(w.id)).toMatchObject({ status: 'sending', hold_reason: null });
    expect((await db.query('SELECT 1 FROM audit_log WHERE target = $1', [`withdrawal:${w.id}`])).length).toBe(0);
  });
});

const dir = mkdtempSync(join(tmpdir(), 'denylist-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function listFile(lines: string[]): string {
  const path = join(dir, `list-${(serial += 1)}`);
  writeFileSync(path, lines.join('\n'));
  return path;
}

describe('the deny list', () => {
  const listed = Address.parse(RAW);
  it('reads any address form, skips blank lines and comments, and compares raw addresses', () => {
    const path = listFile(['# destinations we never pay', '', `  ${listed.toString({ bounceable: true, testOnly: true })}  # a friendly form`, '\r']);
    const list = PayoutDenylist.load(path);
    expect(list.has(listed)).toBe(true);
    expect(list.has(Address.parse(listed.toString({ bounceable: false })))).toBe(true);
    expect(list.has(Address.parse(OTHER))).toBe(false);
  });

  it('names the file and the line of an entry that is no address', () => {
    const path = listFile([RAW, '', 'EQ-not-an-address']);
    expect(() => PayoutDenylist.load(path)).toThrow(new DenylistError(`PAYOUT_DENYLIST_FILE ${path} line 3 is not a TON address`));
    expect(() => PayoutDenylist.load(join(dir, 'missing'))).toThrow(new DenylistError(`cannot read PAYOUT_DENYLIST_FILE ${join(dir, 'missing')}`));
  });

  it('reads the file again after an edit (a save by rename included), and throws on every check once it is gone or bad', () => {
    const path = listFile([RAW]);
    const list = PayoutDenylist.load(path);
    expect(list.has(Address.parse(OTHER))).toBe(false);
    const edited = `${path}.new`;
    writeFileSync(edited, `${RAW}\n${OTHER}\n`);
    renameSync(edited, path);
    expect(list.has(Address.parse(OTHER))).toBe(true);
    writeFileSync(path, 'nonsense\n');
    expect(() => list.has(listed)).toThrow(new DenylistError(`PAYOUT_DENYLIST_FILE ${path} line 1 is not a TON address`));
    rmSync(path);
    expect(() => list.has(listed)).toThrow(new DenylistError(`cannot read PAYOUT_DENYLIST_FILE ${path}`));
  });
});

describe('the screening before a payout', () => {
  const statuses = (status: number) => {
    const asked: string[] = [];
    return {
      asked,
      client: {
        jettonWalletStatus: async (owner: Address, master: Address) => {
          asked.push(`${owner.toRawString()} ${master.toRawString()}`);
          return status;
        },
      },
    };
  };

  it('clears a destination whose jetton wallet is open and that is not deny listed', async () => {
    const { client, asked } = statuses(0);
    expect(await screenPayout(client, PayoutDenylist.load(listFile([OTHER])), USDT_MASTER, Address.parse(RAW))).toBeNull();
    expect(await screenPayout(client, null, USDT_MASTER, Address.parse(RAW))).toBeNull();
    expect(asked).toEqual([`${RAW} ${USDT_MASTER.toRawString()}`, `${RAW} ${USDT_MASTER.toRawString()}`]);
  });

  it('holds a deny-listed destination without asking the indexer, and a jetton wallet with either lock bit', async () => {
    const open = statuses(0);
    expect(await screenPayout(open.client, PayoutDenylist.load(listFile([RAW])), USDT_MASTER, Address.parse(RAW))).toBe('deny_listed');
    expect(open.asked).toEqual([]);
    for (const bits of [1, 2, 3]) expect(await screenPayout(statuses(bits).client, null, USDT_MASTER, Address.parse(RAW))).toBe('jetton_wallet_locked');
  });
});
