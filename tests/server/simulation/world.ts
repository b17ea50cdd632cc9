/**
 * The simulated world of one run (docs/payments.md, The simulation): a PGlite database made from the
 * migrated snapshot, the toncenter stand-in's chain answered in-process through the fault-injecting
 * fetch, the REAL deposit watchers and payout workers on a clock of our own, and the players.
 * One database and one sandbox serve every run: a run starts by emptying what the last one wrote.
 */
import { Address, toNano } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import type { Db } from '../../../server/db/db';
import { ApiError } from '../../../server/http/api-error';
import { jurisdictionProfiles } from '../../../server/compliance/jurisdiction-profiles';
import { DepositWatcher } from '../../../server/payments/deposit-watcher';
import { bindWallet } from '../../../server/payments/wallet-repository';
import { HotWallet } from '../../../server/ton/hot-wallet';
import { ToncenterClient } from '../../../server/ton/toncenter-client';
import { PayoutWorker, type WorkerHooks } from '../../../server/withdrawals/payout-worker';
import { requestCashOut } from '../../../server/withdrawals/request-withdrawal';
import { insertUser, openMigratedPglite } from '../helpers/pglite-snapshot';
import { raw, type ChainState } from '../helpers/toncenter-chain';
import { calmFaults, faultyFetch } from '../helpers/toncenter-faults';
import { createToncenterStandIn, type ToncenterStandIn } from '../helpers/toncenter-stand-in';
import type { Action, Gas, KillPoint } from './schedule';
import { PLAYERS } from './schedule';

const BASE = 'http://toncenter.simulation';
export const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd3));
export const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x07));
/** A test-only key: this wallet exists only in the sandbox. */
const HOT_WORDS = 'tiger promote cruise oven quantum actress earth hint luxury trash female gossip tumble remind hole interest undo quote year leader sweet orange real shove';
/** Where a foreign message's TON goes: no jetton wallet of ours. */
const FOREIGN = new Address(0, Buffer.alloc(32, 0xf0));
const TON: Record<Gas, bigint> = { plenty: toNano('100'), 'below-floor': toNano('0.3'), drained: toNano('0.03') };
const CONFIG = { apiBase: BASE, apiKey: undefined, depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, hotWalletMinNano: toNano('0.5') };
const LIMITS = { withdrawMinMicro: 1_000_000n, withdrawDailyMaxMicro: 10n ** 12n, withdrawApprovalAboveMicro: 10n ** 12n };
/** Every player's first deposit, in micro-USDT. */
const OPENING_DEPOSIT = 100_000_000;
/** What a run writes, children first. */
const RUN_TABLES = ['withdrawal_approvals', 'withdrawals', 'payout_batches', 'deposits', 'transfers', 'chain_cursors', 'event_outbox', 'events', 'bot_outbox', 'payout_health'];

/** A worker stopped as a crash would stop it: thrown from its hook, so an open transaction rolls back. */
class Killed extends Error {}

/** mulberry32: the seeded randomness the faults need beyond the schedule (a reordered page). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Player {
  id: number;
  memo: string;
}

export interface ChainDeposit {
  hashHex: string;
  userId: number;
  units: bigint;
}

export class World {
  /** The clock every part reads (workers, chain, sandbox): it starts at the real time (the sandbox took its first TON then) and only moves forward, across runs too. */
  readonly clock = { ms: Math.floor(Date.now() / 1000) * 1000 };
  readonly faults = calmFaults();
  chain!: ToncenterStandIn;
  state!: ChainState;
  players: Player[] = [];
  deposits: ChainDeposit[] = [];
  /** What went wrong in a step that production would only log (the loop goes on). */
  stepErrors: string[] = [];
  /** How often each outcome happened over all runs (worker step statuses, kills): shows what the runs reached. */
  readonly seen = new Map<string, number>();
  private random = seeded(0);
  private handler: Parameters<typeof faultyFetch>[1] = () => {};
  private sandbox: Blockchain | null = null;
  private workers: PayoutWorker[] = [];
  private watchers: DepositWatcher[] = [];
  private killAt: (KillPoint | null)[] = [null, null];
  /** Actions left until the indexer catches up, and until it is up again. */
  private lagLeft = 0;
  private downLeft = 0;
  private hung: () => void = () => {};
  private keys = 0;
  /** Foreign messages sent so far: each takes a query_id of its own. */
  private foreign = 0;

  private constructor(
    readonly db: Db,
    readonly hot: HotWallet,
    private readonly realFetch: typeof fetch,
    /** Closed with the world only when the world opened it. */
    private readonly ownsDb: boolean,
  ) {}

  /** `db`: a migrated database the world empties between runs, left open at the end (default: PGlite from the snapshot, closed). */
  static async open(db?: Db): Promise<World> {
    const world = new World(db ?? (await openMigratedPglite()), await HotWallet.fromWords(HOT_WORDS.split(' '), 'testnet'), globalThis.fetch, db === undefined);
    const hooks = { hang: () => world.hung(), drain: () => world.chain.setTon(world.hot.address, TON.drained) };
    globalThis.fetch = faultyFetch(BASE, (request, response) => world.handler(request, response), world.faults, () => world.random(), hooks, world.realFetch);
    return world;
  }

  async close(): Promise<void> {
    globalThis.fetch = this.realFetch;
    if (this.ownsDb) await this.db.close();
  }

  get hotJettonWallet(): Address {
    return this.chain.jettonWalletOf(this.hot.address, USDT_MASTER);
  }

  /** Empties what the last run wrote; a fresh chain (the sandbox and the hot wallet's spent query_ids go on), players with bound wallets. */
  async reset(seed: number): Promise<void> {
    this.random = seeded(seed);
    Object.assign(this.faults, calmFaults());
    // DELETE, not TRUNCATE: on tables this small it is several times faster in PGlite. The players stay,
    // and the batch ids go on (the hot wallet in the sandbox remembers the query_ids they made).
    await this.db.exec(RUN_TABLES.map((table) => `DELETE FROM ${table};`).join(''));
    await this.db.exec(`UPDATE accounts SET balance_micro = 0`);
    const previous = this.state as ChainState | undefined;
    const made = createToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER, clockMs: () => this.clock.ms });
    this.chain = made.standIn;
    this.state = made.state;
    this.handler = made.handler;
    this.state.sandbox = this.sandbox;
    for (const wallet of previous?.funded ?? []) this.state.funded.add(wallet);
    for (const [wallet, seqno] of previous?.seqnos ?? []) this.state.seqnos.set(wallet, seqno);
    await this.chain.setTon(this.hot.address, TON.plenty);
    this.sandbox = this.state.sandbox;
    this.workers = [this.newWorker(0), this.newWorker(1)];
    this.watchers = [new DepositWatcher(this.db, new ToncenterClient(CONFIG), { ...CONFIG, jurisdictions: jurisdictionProfiles(null) }), new DepositWatcher(this.db, new ToncenterClient(CONFIG), { ...CONFIG, jurisdictions: jurisdictionProfiles(null) })];
    this.killAt = [null, null];
    this.lagLeft = 0;
    this.downLeft = 0;
    this.deposits = [];
    this.stepErrors = [];
    if (this.players.length === 0) {
      for (let i = 0; i < PLAYERS; i += 1) {
        const id = await insertUser(this.db, `P${i}`);
        await this.db.transaction((tx) => bindWallet(tx, id, { address: `0:${(i + 1).toString(16).padStart(64, 'a')}`, network: 'testnet', publicKey: '00'.repeat(32) }));
        const [row] = await this.db.query<{ deposit_memo: string }>('SELECT deposit_memo FROM users WHERE id = $1', [id]);
        this.players.push({ id, memo: row!.deposit_memo });
      }
    }
    for (let i = 0; i < PLAYERS; i += 1) await this.play({ kind: 'deposit', player: i, units: OPENING_DEPOSIT });
    // Each player starts with a deposit credited on a calm day, so withdrawals go out from the first action.
    await this.poll(0);
  }

  private newWorker(index: number): PayoutWorker {
    const at = (point: KillPoint) => () => {
      if (this.killAt[index] !== point) return;
      this.killAt[index] = null;
      throw new Killed(point);
    };
    const hooks: WorkerHooks = { beforeSigning: at('beforeSigning'), afterStoring: at('afterStoring'), afterSending: at('afterSending'), beforeConfirming: at('beforeConfirming') };
    return new PayoutWorker(this.db, new ToncenterClient(CONFIG), this.hot, CONFIG, { warn: () => {} }, hooks, () => new Date(this.clock.ms));
  }

  /** The operator keeps the hot wallet funded from the deposit wallet (between our two wallets: neither the sum nor the books change). */
  private fundHot(): void {
    const from = this.state.wallets.get(raw(this.chain.jettonWalletOf(DEPOSIT_ADDRESS, USDT_MASTER)))!;
    const to = this.state.wallets.get(raw(this.hotJettonWallet))!;
    to.balance += from.balance;
    from.balance = 0n;
  }

  /** One step of a worker as production's loop runs it: an unexpected error is logged and the loop goes on. */
  private async step(index: number): Promise<string> {
    this.fundHot();
    try {
      const step = await this.workers[index]!.workOnce();
      if (step.status !== 'settled') this.count(step.status);
      else {
        // What the step ended, by outcome: sent, failed_refunded, requeued.
        if (step.sent.length > 0) this.count('sent');
        if (step.refunded.length > 0) this.count('failed_refunded');
        if (step.requeued.length > 0) this.count('requeued');
      }
      return step.status;
    } catch (error) {
      if (error instanceof Killed) throw error;
      this.stepErrors.push(`worker ${index}: ${error instanceof Error ? error.message : String(error)}`);
      return 'error';
    }
  }

  private count(what: string): void {
    this.seen.set(what, (this.seen.get(what) ?? 0) + 1);
  }

  private async poll(index: number): Promise<void> {
    try {
      await this.watchers[index]!.pollOnce();
    } catch (error) {
      this.stepErrors.push(`watcher ${index}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A worker dies at `at` (or in the middle of a send); a fresh one takes its place, as a restart would. */
  private async kill(index: number, at: KillPoint): Promise<void> {
    const hung = new Promise<'hung'>((resolve) => (this.hung = () => resolve('hung')));
    if (at === 'inSend') this.faults.send = 'hang';
    else this.killAt[index] = at;
    this.count(`killed ${await Promise.race([this.step(index).then(() => 'idle').catch((error: unknown) => (error instanceof Killed ? at : Promise.reject(error))), hung])}`);
    if (this.faults.send === 'hang') this.faults.send = 'ok';
    this.killAt[index] = null;
    this.workers[index] = this.newWorker(index);
  }

  /** Plays one action; a lag or an outage that has run its course ends after it. */
  async apply(action: Action): Promise<void> {
    await this.play(action);
    if (this.lagLeft > 0 && (this.lagLeft -= 1) === 0) {
      this.chain.holdOut = false;
      this.chain.releaseHeld();
    }
    if (this.downLeft > 0 && (this.downLeft -= 1) === 0) this.faults.down = false;
  }

  private async play(action: Action): Promise<void> {
    switch (action.kind) {
      case 'deposit': {
        const player = this.players[action.player]!;
        const transfer = this.chain.deposit({ units: BigInt(action.units), memo: player.memo });
        this.deposits.push({ hashHex: Buffer.from(transfer.transaction_hash, 'base64').toString('hex'), userId: player.id, units: BigInt(action.units) });
        return;
      }
      case 'withdraw': {
        const player = this.players[action.player]!;
        try {
          this.keys += 1;
          await requestCashOut(this.db, LIMITS, player.id, BigInt(action.units), `sim-${this.keys}`, new Date(this.clock.ms));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
        return;
      }
      case 'watch':
        await (action.both ? Promise.all([this.poll(0), this.poll(1)]) : this.poll(0));
        return;
      case 'work':
        await (action.worker === 'both' ? Promise.all([this.step(0), this.step(1)]) : this.step(action.worker));
        return;
      case 'kill':
        return this.kill(action.worker, action.at);
      case 'time':
        this.clock.ms += action.seconds * 1000;
        return;
      case 'lag':
        this.chain.holdOut = true;
        this.lagLeft = action.actions + 1;
        return;
      case 'down':
        this.faults.down = true;
        this.downLeft = action.actions + 1;
        return;
      case 'pages':
        this.faults.repeatPages = action.repeat;
        this.faults.reorderPages = action.reorder;
        return;
      case 'send':
        this.faults.send = action.fault;
        return;
      case 'foreign':
        return this.foreignMessage();
      case 'gas':
        return this.chain.setTon(this.hot.address, TON[action.level]);
      case 'bounce':
        this.chain.bounceOut = action.on;
        return;
    }
  }

  /**
   * Someone sends from the hot wallet by hand (a batch of one, with a query_id of its own far from
   * the worker's): with a highload wallet it takes nothing the worker's messages need.
   */
  private async foreignMessage(): Promise<void> {
    this.foreign += 1;
    const signed = this.hot.signBatch({ payouts: [{ queryId: 0n, amountMicro: 1n, destination: FOREIGN }], jettonWallet: FOREIGN, batchNumber: 4_000_000 + this.foreign, createdAt: Math.floor(this.clock.ms / 1000) - 60 });
    await this.chain.runOnChain(signed.boc);
  }

  /**
   * The bad day ends: every fault off, the index caught up, the wallet topped up; then the watcher
   * and a worker run, the clock moving on, until everything has settled (or `rounds` pass: stuck).
   */
  async heal(rounds = 30): Promise<void> {
    Object.assign(this.faults, calmFaults());
    this.chain.holdOut = false;
    this.chain.bounceOut = false;
    this.chain.releaseHeld();
    await this.chain.setTon(this.hot.address, TON.plenty);
    for (let round = 0; round < rounds; round += 1) {
      await this.poll(0);
      for (let i = 0; i < 8; i += 1) {
        const status = await this.step(0);
        if (status === 'idle' || status === 'waiting') break;
      }
      const [open] = await this.db.query<{ n: bigint }>(`SELECT count(*)::bigint AS n FROM withdrawals WHERE status IN ('pending', 'sending')`);
      const [credited] = await this.db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM deposits');
      if (open!.n === 0n && Number(credited!.n) === this.deposits.length) return;
      this.clock.ms += 200_000;
    }
  }
}
