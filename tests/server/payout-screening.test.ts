/**
 * Screening before a payout (docs/payments.md, "Screening before a payout") on each database, the
 * real payout worker against the toncenter stand-in: a destination whose USDT jetton wallet the
 * issuer locked (its get_status answers a lock bit) or that is on the operator's deny list (in any
 * address form, the file edited while running) or whose player's tier is below what their
 * jurisdiction's profile asks to withdraw at that moment is held for an operator with its reason, audited,
 * never signed, never sent, its money still in flight; a status the indexer cannot answer leaves it
 * pending and asks again; an operator's approval sends it back through the screening.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { balanceOf } from '../../server/books/transfer-repository';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import type { HotWallet } from '../../server/ton/hot-wallet';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { DenylistError, PayoutDenylist } from '../../server/withdrawals/payout-denylist';
import { PayoutWorker, type WorkerHooks } from '../../server/withdrawals/payout-worker';
import { ADMIN, adminCall, adminEnv, FINANCE, login, type AdminSession } from './helpers/admin-kit';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { raw } from './helpers/toncenter-chain';
import type { ToncenterStandIn } from './helpers/toncenter-stand-in';
import { newPlayer, paymentsEnv, type Player, settledOne, signedOne, startChainAndHotWallet, USDT_MASTER, withdraw } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
let hot: HotWallet;
const dir = mkdtempSync('/tmp/payout-denylist-');
// Malta asks tier 1 to withdraw; everywhere else (and an unknown country) tier 0.
const profiles = join(dir, 'profiles.json');
writeFileSync(profiles, JSON.stringify({ profiles: { MT: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 1 } }, '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } } } }));

beforeAll(async () => {
  ({ chain, hot } = await startChainAndHotWallet());
});
afterAll(async () => {
  await chain?.close();
});

class Crash extends Error {}

const workerOf = (ctx: ServerContext, denylist: PayoutDenylist | null = null, hooks: WorkerHooks = {}) =>
  new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!, undefined, hooks, undefined, denylist, ctx.config);

/** A deny list file holding these lines; a fresh file each time. */
function denylistFile(lines: string[]): string {
  const file = `${dir}/denylist-${Math.random().toString(36).slice(2)}.txt`;
  writeFileSync(file, lines.join('\n'));
  return file;
}

const rowOf = async (ctx: ServerContext, id: number) =>
  (await ctx.db.query<{ status: string; hold_reason: string | null; boc: string | null }>('SELECT status, hold_reason, boc FROM withdrawals WHERE id = $1', [id]))[0]!;

const holdsAudited = async (ctx: ServerContext, id: number) =>
  ctx.db.query<{ operator_telegram_id: string; role: string | null; reason: string; after: { status: string; holdReason: string } }>(
    "SELECT operator_telegram_id::text, role, reason, after FROM audit_log WHERE action = 'withdrawal.hold' AND target = $1 ORDER BY id",
    [`withdrawal:${id}`],
  );

/** Messages posted for this withdrawal, accepted or not: a held one has none. */
const messagesFor = (id: number) => chain.sent.flatMap((m) => m.jettonTransfers).filter((t) => t.queryId === BigInt(id)).length;

async function request(ctx: ServerContext, player: Player, amount: string): Promise<number> {
  const response = await withdraw(ctx, player, amount);
  expect([response.status, response.json.data?.status]).toEqual([201, 'pending']);
  return Number(response.json.data.id);
}

/** The player's jetton wallet for USDT, as the stand-in (the chain) has it. */
const jettonWalletOf = (player: Player) => raw(chain.jettonWalletOf(player.wallet!.address, USDT_MASTER));

/** Held and nothing else: no message, the amount still in flight, the books as they were. */
async function expectHeld(ctx: ServerContext, player: Player, id: number, reason: string, inFlightBefore: bigint): Promise<void> {
  expect(await rowOf(ctx, id)).toEqual({ status: 'awaiting_approval', hold_reason: reason, boc: null });
  expect(messagesFor(id)).toBe(0);
  expect(await ctx.balance(player.user)).toBe('90.000000');
  expect(await balanceOf(ctx.db, 'house:withdrawals_in_flight')).toBe(inFlightBefore);
  const transfers = await ctx.db.query<{ reason: string }>('SELECT reason FROM transfers WHERE reference LIKE $1', [`withdrawal:${id}%`]);
  expect(transfers.map((t) => t.reason)).toEqual(['withdrawal']);
  expect(await booksProblems(ctx.db)).toEqual([]);
}

describeEachDb(
  'screening before a payout',
  (ctx) => {
    beforeAll(() => chain.reset());
    let session: AdminSession | null = null;
    const approve = async (id: number) => adminCall(ctx, (session ??= await login(ctx, FINANCE)), 'POST', `/withdrawals/${id}/approve`);

    it.each([
      [2, 'receiving'],
      [1, 'sending'],
    ])('holds a payout to a jetton wallet the issuer locked (status %i, no %s), with its reason and an audit entry, and never signs it', async (status) => {
      chain.statusDown = false;
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.jettonStatus.set(jettonWalletOf(player), status);
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'jetton_wallet_locked' });
      await expectHeld(ctx, player, id, 'jetton_wallet_locked', inFlight);
      expect(await holdsAudited(ctx, id)).toEqual([
        { operator_telegram_id: '0', role: null, reason: 'jetton_wallet_locked', after: { status: 'awaiting_approval', holdReason: 'jetton_wallet_locked', address: player.wallet!.address.toRawString() } },
      ]);
      // Nothing left for the worker: a held withdrawal waits for an operator.
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'idle' });
      const queue = await adminCall(ctx, (session ??= await login(ctx, FINANCE)), 'GET', '/withdrawals');
      expect(queue.json.data.find((row: { id: number }) => row.id === id)).toMatchObject({ status: 'awaiting_approval', holdReason: 'jetton_wallet_locked' });
      const events = await ctx.db.query<{ data: { status: string } }>("SELECT data FROM events WHERE type = 'withdrawal_update' AND user_id = $1 ORDER BY id", [player.id]);
      expect(events.map((e) => e.data.status)).toEqual(['pending', 'awaiting_approval']);
    });

    it('holds a payout to a deny-listed address written in another form than the request stored', async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      // The request stored the raw form; the operator listed the user-friendly, bounceable one.
      const friendly = player.wallet!.address.toString({ bounceable: true, testOnly: false, urlSafe: true });
      expect(friendly).not.toBe(player.wallet!.address.toRawString());
      const denylist = PayoutDenylist.load(denylistFile(['# sanctions list, 2026-11', '', friendly]));
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      expect(await workerOf(ctx, denylist).workOnce()).toEqual({ status: 'held', id, reason: 'deny_listed' });
      await expectHeld(ctx, player, id, 'deny_listed', inFlight);
      expect((await holdsAudited(ctx, id)).map((e) => e.reason)).toEqual(['deny_listed']);
    });

    it('picks up a deny list edited while the worker runs: listed, then held; taken off, then paid', async () => {
      const file = denylistFile([]);
      const worker = workerOf(ctx, PayoutDenylist.load(file));
      const player = await newPlayer(ctx);
      writeFileSync(file, `${player.wallet!.address.toString({ bounceable: false, testOnly: true })}\n`);
      const id = await request(ctx, player, '10');
      expect(await worker.workOnce()).toEqual({ status: 'held', id, reason: 'deny_listed' });
      expect(messagesFor(id)).toBe(0);

      writeFileSync(file, '# cleared by compliance\n');
      const other = await newPlayer(ctx);
      const paid = await request(ctx, other, '10');
      expect(await worker.workOnce()).toEqual(signedOne(paid, true));
      expect(messagesFor(paid)).toBe(1);
      expect(await worker.workOnce()).toEqual(settledOne(paid, 'sent'));
    });

    it('signs nothing while the deny list became unreadable or bad, and carries on once it is fixed', async () => {
      const file = denylistFile([]);
      const worker = workerOf(ctx, PayoutDenylist.load(file));
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      writeFileSync(file, 'not-an-address\n');
      expect(await worker.workOnce()).toEqual({ status: 'denylist_error', reason: `PAYOUT_DENYLIST_FILE ${file} line 1 is not a TON address` });
      expect(await rowOf(ctx, id)).toMatchObject({ status: 'pending', hold_reason: null, boc: null });
      writeFileSync(file, '');
      expect(await worker.workOnce()).toEqual(signedOne(id, true));
      expect(await worker.workOnce()).toEqual(settledOne(id, 'sent'));
    });

    it('leaves it pending, unsigned and unheld while the indexer cannot answer the status, and asks again', async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.statusDown = true;
      const step = await workerOf(ctx).workOnce();
      expect(step).toMatchObject({ status: 'indexer_error', reason: expect.stringContaining('runGetMethod answered 503') });
      expect(await workerOf(ctx).workOnce()).toMatchObject({ status: 'indexer_error' });
      expect(await rowOf(ctx, id)).toEqual({ status: 'pending', hold_reason: null, boc: null });
      expect(messagesFor(id)).toBe(0);
      expect(await holdsAudited(ctx, id)).toEqual([]);
      expect(await ctx.balance(player.user)).toBe('90.000000');
      chain.statusDown = false;
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
    });

    it("screens again after an operator's approval: still locked, held again; unlocked, paid once", async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.jettonStatus.set(jettonWalletOf(player), 2);
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'jetton_wallet_locked' });

      const approved = await approve(id);
      expect(approved.json.data).toMatchObject({ status: 'pending', holdReason: null });
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'jetton_wallet_locked' });
      expect(messagesFor(id)).toBe(0);
      expect((await holdsAudited(ctx, id)).length).toBe(2);

      // The issuer unlocks it; the same operator approves the new hold (the old approval was for the old one).
      chain.jettonStatus.delete(jettonWalletOf(player));
      expect((await approve(id)).json.data).toMatchObject({ status: 'pending' });
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
      expect(chain.sent.filter((m) => m.accepted).flatMap((m) => m.jettonTransfers).filter((t) => t.queryId === BigInt(id)).length).toBe(1);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('holds a payout whose player is below the tier their profile asks to withdraw now (the requirement raised after the request), and pays it once an operator raised the tier', async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      // Requested under the "*" profile (tier 0); then the player declares Malta, which asks tier 1.
      expect((await ctx.call('POST', '/api/v1/player/residence', { user: player.user, body: { country: 'MT' } })).json.data.required.withdraw).toBe(1);
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'tier_below_required' });
      await expectHeld(ctx, player, id, 'tier_below_required', inFlight);
      expect(await holdsAudited(ctx, id)).toEqual([
        { operator_telegram_id: '0', role: null, reason: 'tier_below_required', after: { status: 'awaiting_approval', holdReason: 'tier_below_required', address: player.wallet!.address.toRawString() } },
      ]);
      const queue = await adminCall(ctx, (session ??= await login(ctx, FINANCE)), 'GET', '/compliance/queue');
      expect(queue.json.data.held.find((row: { id: number }) => row.id === id)).toMatchObject({ holdReason: 'tier_below_required' });

      // Approved while still below: held again, never signed.
      expect((await approve(id)).json.data).toMatchObject({ status: 'pending' });
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'tier_below_required' });
      expect(messagesFor(id)).toBe(0);

      const admin = await login(ctx, ADMIN);
      expect((await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 1, reason: 'documents checked by hand' })).status).toBe(200);
      expect((await approve(id)).json.data).toMatchObject({ status: 'pending' });
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('holds a payout whose player an operator lowered below the tier their profile asks to withdraw after the request', async () => {
      const player = await newPlayer(ctx);
      const admin = await login(ctx, ADMIN);
      await ctx.call('POST', '/api/v1/player/residence', { user: player.user, body: { country: 'MT' } });
      expect((await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 1, reason: 'verified' })).status).toBe(200);
      const id = await request(ctx, player, '10');
      expect((await adminCall(ctx, admin, 'POST', `/players/${player.id}/tier`, { tier: 0, reason: 'the provider answered RED' })).status).toBe(200);
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'tier_below_required' });
      await expectHeld(ctx, player, id, 'tier_below_required', inFlight);
    });

    it('pays a return of held deposits home although the player is below the tier their profile asks to withdraw: their own money, no tier holds it back', async () => {
      const player = await newPlayer(ctx);
      const { user } = player;
      expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country: 'MT' } })).json.data.required.withdraw).toBe(1);
      expect((await ctx.call('POST', '/api/v1/player/self-exclusion', { user, body: { months: 6 } })).status).toBe(200);
      const { depositMemo } = (await ctx.call('GET', '/api/v1/wallet', { user })).json.data;
      chain.deposit({ units: 10_000_000n, memo: depositMemo });
      expect((await new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce()).status).toBe('done');
      expect((await ctx.call('GET', '/api/v1/wallet', { user })).json.data).toMatchObject({ held: '10.000000' });
      const taken = await ctx.call('POST', '/api/v1/wallet/held/withdraw', { user, headers: { 'idempotency-key': 'home-below-tier' } });
      expect([taken.status, taken.json.data?.status]).toEqual([201, 'pending']);
      const id = Number(taken.json.data.id);
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
      expect(messagesFor(id)).toBe(1);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('holds once and audits once after a crash at the hold and a restart', async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.jettonStatus.set(jettonWalletOf(player), 2);
      const inFlight = await balanceOf(ctx.db, 'house:withdrawals_in_flight');
      const crashing = workerOf(ctx, null, {
        afterHolding: () => {
          throw new Crash('at the hold');
        },
      });
      await expect(crashing.workOnce()).rejects.toThrow(Crash);
      expect(await rowOf(ctx, id)).toEqual({ status: 'pending', hold_reason: null, boc: null });
      expect(await holdsAudited(ctx, id)).toEqual([]);
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'jetton_wallet_locked' });
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'idle' });
      await expectHeld(ctx, player, id, 'jetton_wallet_locked', inFlight);
      expect((await holdsAudited(ctx, id)).length).toBe(1);
    });

    it('refunds a held withdrawal the operator rejects, as any rejection', async () => {
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      chain.jettonStatus.set(jettonWalletOf(player), 2);
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'held', id, reason: 'jetton_wallet_locked' });
      const rejected = await adminCall(ctx, (session ??= await login(ctx, FINANCE)), 'POST', `/withdrawals/${id}/reject`, { reason: 'issuer froze the wallet' });
      expect(rejected.json.data).toMatchObject({ status: 'rejected_refunded', holdReason: 'jetton_wallet_locked' });
      expect(await ctx.balance(player.user)).toBe('100.000000');
      expect(messagesFor(id)).toBe(0);
    });
  },
  () => ({ ...paymentsEnv(chain.url, { WITHDRAW_DUAL_APPROVAL_ABOVE: '80' }), ...adminEnv(), JURISDICTION_PROFILES: profiles }),
);

it('stops at start on a deny list that is set but unreadable or has a bad line, naming the file and the line', () => {
  expect(() => PayoutDenylist.load(`${dir}/missing.txt`)).toThrow(new DenylistError(`cannot read PAYOUT_DENYLIST_FILE ${dir}/missing.txt`));
  const bad = denylistFile(['0:' + 'ab'.repeat(32), 'EQ-not-an-address']);
  expect(() => PayoutDenylist.load(bad)).toThrow(new DenylistError(`PAYOUT_DENYLIST_FILE ${bad} line 2 is not a TON address`));
});
