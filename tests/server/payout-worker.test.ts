/**
 * The payout worker (server/withdrawals/payout-worker.ts) on each database, against the toncenter
 * stand-in whose sendBocReturnHash runs every signed message on the real highload wallet v3 contract in
 * @ton/sandbox: a withdrawal is paid exactly once or refunded exactly once, whatever crashes, a
 * failing endpoint, a lagging indexer or a second worker do; the books balance throughout.
 */
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { HotWallet } from '../../server/ton/hot-wallet';
import { PayoutWorker, type WorkerHooks, type WorkStep } from '../../server/withdrawals/payout-worker';
import { booksProblems } from './helpers/test-database';
import { describeEachDb, type ServerContext } from './helpers/test-server';
import { startToncenterStandIn, type ToncenterStandIn } from './helpers/toncenter-stand-in';
import { DEPOSIT_ADDRESS, newPlayer, openOne, paymentsEnv, type Player, settledOne, signedOne, USDT_MASTER, withdraw } from './helpers/withdrawal-kit';

let chain: ToncenterStandIn;
let words: string[];
let hot: HotWallet;
const logged: string[] = [];
const log = { warn: (fields: object, message: string) => void logged.push(JSON.stringify({ fields, message })) };

beforeAll(async () => {
  chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
  words = await mnemonicNew();
  hot = await HotWallet.fromWords(words, 'testnet');
});
afterAll(async () => {
  await chain?.close();
});

class Crash extends Error {}

/** The worker's clock, as far ahead as the chain's (advance moves both). */
let aheadS = 0;
const workerOf = (ctx: ServerContext, hooks: WorkerHooks = {}) =>
  new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!, log, hooks, () => new Date(Date.now() + aheadS * 1000));

function advance(seconds: number): void {
  aheadS += seconds;
  chain.advanceTime(seconds);
}

/** Works until there is nothing left to do (or n steps); returns the steps. */
async function drain(worker: PayoutWorker, n = 12): Promise<WorkStep[]> {
  const steps: WorkStep[] = [];
  for (let i = 0; i < n; i += 1) {
    const step = await worker.workOnce();
    steps.push(step);
    if (step.status === 'idle') break;
  }
  return steps;
}

async function request(ctx: ServerContext, player: Player, amount: string): Promise<number> {
  const response = await withdraw(ctx, player, amount);
  expect(response.status).toBe(201);
  return Number(response.json.data.id);
}

const statusOf = async (ctx: ServerContext, id: number) =>
  (await ctx.db.query<{ status: string; tx_hash: string | null }>('SELECT status, tx_hash FROM withdrawals WHERE id = $1', [id]))[0]!;

/** Messages the wallet contract accepted for this withdrawal: the chain paid it that many times. */
const paidTimes = (id: number) => chain.sent.filter((m) => m.accepted).flatMap((m) => m.jettonTransfers).filter((t) => t.queryId === BigInt(id)).length;

const transfersOf = async (ctx: ServerContext, id: number) =>
  (await ctx.db.query<{ reason: string }>("SELECT reason FROM transfers WHERE reference LIKE $1 ORDER BY id", [`withdrawal:${id}%`])).map((r) => r.reason);

/** Each transfer of the withdrawal as `reason: from -> to`: the house accounts named, not only summed. */
const legsOf = async (ctx: ServerContext, id: number) =>
  (await ctx.db.query<{ reason: string; from_account: string; to_account: string }>('SELECT reason, from_account, to_account FROM transfers WHERE reference LIKE $1 ORDER BY id', [`withdrawal:${id}%`])).map((r) => `${r.reason}: ${r.from_account} -> ${r.to_account}`);

function resetChain(): void {
  chain.mode = 'ok';
  chain.sendMode = 'ok';
  chain.bounceOut = false;
  chain.holdOut = false;
}

describeEachDb(
  'the payout worker',
  (ctx) => {
    // Withdrawal ids start again on each database: what was sent is recorded per suite.
    beforeAll(() => chain.reset());

    it('signs a USDT jetton transfer that the real highload wallet v3 contract takes once, then confirms it with the transaction hash', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '10');
      const before = chain.sent.length;
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, true));
      const [message] = chain.sent.slice(before);
      const hotJettonWallet = chain.jettonWalletOf(hot.address, USDT_MASTER);
      expect(message).toMatchObject({ accepted: true });
      expect(message!.jettonTransfers).toEqual([{
        to: hotJettonWallet.toRawString().toUpperCase(),
        queryId: BigInt(id),
        amount: 10_000_000n,
        destination: player.wallet!.address.toRawString().toUpperCase(),
        responseDestination: hot.address.toRawString().toUpperCase(),
      }]);
      // The stored message is the one sent, and the chain refuses it a second time.
      const [stored] = await ctx.db.query<{ boc: string; message_hash: string }>('SELECT b.boc, b.message_hash FROM withdrawals w JOIN payout_batches b ON b.id = w.batch_id WHERE w.id = $1', [id]);
      expect(stored!.boc).toBe(message!.boc);
      const replay = await fetch(`${chain.url}/api/v2/sendBocReturnHash`, { method: 'POST', body: JSON.stringify({ boc: stored!.boc }) });
      expect(replay.status).toBe(500);
      expect(chain.sent.at(-1)).toMatchObject({ accepted: false });

      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'sent'));
      const done = await statusOf(ctx, id);
      expect(done.status).toBe('sent');
      expect(done.tx_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'idle' });
      expect(paidTimes(id)).toBe(1);
      expect(await legsOf(ctx, id)).toEqual([`withdrawal: player:${player.id} -> house:withdrawals_in_flight`, 'withdrawal_sent: house:withdrawals_in_flight -> house:deposits']);
      const line = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data[0];
      expect(line).toMatchObject({ kind: 'withdrawal', status: 'sent', amount: '10.000000', txHash: done.tx_hash });
      expect(await ctx.balance(player.user)).toBe('90.000000');
      const events = await ctx.db.query<{ data: { status: string } }>("SELECT data FROM events WHERE type = 'withdrawal_update' AND user_id = $1 ORDER BY id", [player.id]);
      expect(events.map((e) => e.data.status)).toEqual(['pending', 'sent']);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it.each(['beforeSigning', 'afterStoring', 'afterSending', 'beforeConfirming'] as const)('pays exactly once after a crash %s and a restart', async (point) => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '7');
      const before = chain.sent.length;
      const crashing = workerOf(ctx, {
        [point]: () => {
          throw new Crash(point);
        },
      });
      // The crash may come on the first step or, before confirming, on the second.
      await expect(drain(crashing)).rejects.toThrow(Crash);
      expect(await booksProblems(ctx.db)).toEqual([]);
      const steps = await drain(workerOf(ctx));
      expect(steps.at(-1)).toEqual({ status: 'idle' });
      expect((await statusOf(ctx, id)).status).toBe('sent');
      expect(paidTimes(id)).toBe(1);
      // Only ever the one stored message went out for it, however many times.
      const [stored] = await ctx.db.query<{ boc: string }>('SELECT b.boc FROM withdrawals w JOIN payout_batches b ON b.id = w.batch_id WHERE w.id = $1', [id]);
      expect(new Set(chain.sent.slice(before).map((m) => m.boc))).toEqual(new Set([stored!.boc]));
      expect(await transfersOf(ctx, id)).toEqual(['withdrawal', 'withdrawal_sent']);
      expect(await ctx.balance(player.user)).toBe('93.000000');
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('refunds exactly once when the sending endpoint is down until the message expires, and pays the next one', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '12');
      chain.sendMode = 'down';
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, false));
      expect(await workerOf(ctx).workOnce()).toEqual(openOne(id, 'resent'));
      // Expired, and the index has read past it with no transaction of the message: never taken.
      advance(600);
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(id, 'refunded'));
      expect(await workerOf(ctx).workOnce()).toEqual({ status: 'idle' });
      expect(await legsOf(ctx, id)).toEqual([`withdrawal: player:${player.id} -> house:withdrawals_in_flight`, `withdrawal_refund: house:withdrawals_in_flight -> player:${player.id}`]);
      expect(await ctx.balance(player.user)).toBe('100.000000');
      expect(paidTimes(id)).toBe(0);
      // Nothing of it was ever taken: the next withdrawal goes out in a batch of its own.
      chain.sendMode = 'ok';
      const next = await request(ctx, player, '3');
      await drain(workerOf(ctx));
      expect((await statusOf(ctx, next)).status).toBe('sent');
      expect(paidTimes(next)).toBe(1);
      const lines = (await ctx.call('GET', '/api/v1/wallet/transactions', { user: player.user })).json.data;
      expect(lines.map((l: { kind: string; status: string }) => `${l.kind}:${l.status}`)).toEqual(['withdrawal:sent', 'withdrawal_refund:credited', 'withdrawal:failed_refunded']);
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('pays once when the chain took the message but the endpoint answered an error', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '4');
      chain.sendMode = 'accept-then-fail';
      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(id, false));
      chain.sendMode = 'ok';
      await drain(workerOf(ctx));
      expect((await statusOf(ctx, id)).status).toBe('sent');
      expect(paidTimes(id)).toBe(1);
    });

    it('refunds a bounced transfer once, and waits for a lagging indexer instead of refunding what the wallet took', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const bounced = await request(ctx, player, '5');
      chain.bounceOut = true;
      await drain(workerOf(ctx));
      expect((await statusOf(ctx, bounced)).status).toBe('failed_refunded');
      expect(await transfersOf(ctx, bounced)).toEqual(['withdrawal', 'withdrawal_refund']);
      chain.bounceOut = false;
      chain.holdOut = true;
      const lagging = await request(ctx, player, '6');

      expect(await workerOf(ctx).workOnce()).toEqual(signedOne(lagging, true));
      advance(600);
      expect(await workerOf(ctx).workOnce()).toEqual(openOne(lagging, 'waiting'));
      chain.releaseHeld();
      expect(await workerOf(ctx).workOnce()).toEqual(settledOne(lagging, 'sent'));
      expect(paidTimes(lagging)).toBe(1);
      expect(await ctx.balance(player.user)).toBe('94.000000');
      expect(await booksProblems(ctx.db)).toEqual([]);
    });

    it('changes nothing while the indexer is down or answers garbage', async () => {
      resetChain();
      const player = await newPlayer(ctx);
      const id = await request(ctx, player, '2');
      for (const mode of ['down', 'garbage', 'not-json'] as const) {
        chain.mode = mode;
        expect((await workerOf(ctx).workOnce()).status).toBe('indexer_error');
      }
      expect((await statusOf(ctx, id)).status).toBe('pending');
      chain.mode = 'ok';
      await drain(workerOf(ctx));
      expect(paidTimes(id)).toBe(1);
    });

    it('two workers at once pay each withdrawal exactly once', async () => {
      resetChain();
      const players = await Promise.all([newPlayer(ctx), newPlayer(ctx), newPlayer(ctx)]);
      const ids = await Promise.all(players.map((p, i) => request(ctx, p, `${i + 2}`)));
      const a = workerOf(ctx);
      const b = workerOf(ctx);
      for (let i = 0; i < 12; i += 1) await Promise.all([a.workOnce(), b.workOnce()]);
      for (const id of ids) {
        expect((await statusOf(ctx, id)).status).toBe('sent');
        expect(paidTimes(id)).toBe(1);
      }
      expect(await booksProblems(ctx.db)).toEqual([]);
    });
  },
  () => paymentsEnv(chain.url),
);

it('keeps the mnemonic out of the wallet object and out of every refusal of its file', async () => {
  expect(JSON.stringify(hot)).toBe(JSON.stringify({ address: hot.address.toRawString() }));
  // The phrase, not one word: a word such as "object" is in any "[object Object]".
  expect(Object.values(hot).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(' ')).not.toContain(words.slice(0, 3).join(' '));
  const { mkdtempSync, writeFileSync, chmodSync } = await import('node:fs');
  const dir = mkdtempSync('/tmp/hot-wallet-');
  const file = `${dir}/mnemonic`;
  writeFileSync(file, words.join(' '));
  chmodSync(file, 0o644);
  await expect(HotWallet.fromFile(file, 'testnet')).rejects.toThrow(`${file} has mode 0644, more than its owner's read and write: chmod 600 it`);
  chmodSync(file, 0o600);
  expect((await HotWallet.fromFile(file, 'testnet')).address.equals(hot.address)).toBe(true);
  // Not a word of the list: a shuffled but listed set would pass TON's seed check once in 256 runs.
  writeFileSync(file, [...words.slice(1), 'notaword'].join(' '));
  const error = (await HotWallet.fromFile(file, 'testnet').then(() => null, (e: unknown) => e)) as Error;
  expect(error.message).toBe('the hot wallet mnemonic is not a valid 24-word TON mnemonic');
  await expect(HotWallet.fromFile(`${dir}/missing`, 'testnet')).rejects.toThrow(`cannot read the hot wallet mnemonic file ${dir}/missing`);
  expect(Address.isAddress(hot.address)).toBe(true);
});

it('never wrote the mnemonic to the log, whatever went wrong above', () => {
  const text = logged.join('\n');
  expect(text).toMatch(/indexer unavailable|send failed/);
  // Pairs of neighbouring words, in any separator (a space, a comma, JSON's quotes): a mnemonic that
  // leaks leaks as its list. One word alone is no evidence: the word list holds words a log says
  // anyway ("error", "address", "amount", "order"): about one random mnemonic in 20 drew one.
  for (let i = 0; i + 1 < words.length; i++) expect(text).not.toMatch(new RegExp(`\\b${words[i]}\\W+${words[i + 1]}\\b`));
});
