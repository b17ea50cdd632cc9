import type { Address } from '@ton/core';
import { Address as TonAddress, toNano } from '@ton/core';
import type { Db } from '../db/db';
import { IndexerError, type JettonTransfer, type ToncenterClient } from '../ton/toncenter-client';
import type { PaymentsConfig } from '../ton/payments-config';
import { HIGHLOAD_TIMEOUT_S, MAX_BATCH } from '../ton/highload-wallet-v3';
import type { HotWallet } from '../ton/hot-wallet';
import type { WithdrawalHoldReason } from '../../src/contract/withdrawal-statuses';
import { failpoint } from '../failpoint/failpoint';
import { holdWithdrawal } from './hold-withdrawal';
import { batchFate, EXPIRY_MARGIN_S } from './payout-batch-fate';
import { insertBatch, nextBatchId, openBatch, type PayoutBatch } from './payout-batch-repository';
import { DenylistError, type PayoutDenylist } from './payout-denylist';
import { recordHotWalletTon } from './payout-health';
import { screenPayout } from './payout-screening';
import { isHeldReturn } from './return-held';
import type { Config } from '../config';
import { belowWithdrawTier } from '../verification/verification-gate';
import { confirmSent, refundFailed, requeueUnsent } from './settle-withdrawal';
import { joinBatch, lockPending, pendingWithdrawals, sendingInBatch, type Withdrawal } from './withdrawal-repository';

/** Any fixed number, distinct from the migration, event and deposit watcher locks: one worker signs at a time. */
export const PAYOUT_LOCK_KEY = 7_315_002;
/** A message's created_at is this far behind our clock: the wallet refuses one from its future, and the chain's clock may lag ours. */
const CREATED_BEFORE_S = 60;
/** The TON one transfer of a batch takes: 0.05 attached (most of it comes back) and the fees. */
const TON_PER_TRANSFER = toNano('0.06');
/** toncenter's largest page. */
const OUT_PAGE = 1000;
/** A bound on one confirmation's scan, should the indexer's transfers carry no time to stop at. */
const MAX_OUT_PAGES = 100;

export type WorkStep =
  | { status: 'busy' | 'idle' }
  | { status: 'signed'; batch: number; ids: number[]; sent: boolean }
  /** The batch's open withdrawals: its message sent again, or waited for. */
  | { status: 'resent' | 'waiting'; batch: number; ids: number[] }
  /** What this step ended of the batch: confirmed sent, refunded (bounced or never taken), requeued (taken, nothing sent). */
  | { status: 'settled'; batch: number; sent: number[]; refunded: number[]; requeued: number[] }
  | { status: 'held'; id: number; reason: WithdrawalHoldReason }
  | { status: 'low_on_ton'; balanceNano: bigint }
  | { status: 'indexer_error' | 'denylist_error'; reason: string };

/** Where a test stops the worker, as a crash would (tests/server/payout-worker-*.test.ts). */
export interface WorkerHooks {
  /** Screened and held, not yet committed. */
  afterHolding?: () => void | Promise<void>;
  beforeSigning?: () => void | Promise<void>;
  afterStoring?: () => void | Promise<void>;
  afterSending?: () => void | Promise<void>;
  beforeConfirming?: () => void | Promise<void>;
}

type Logger = { warn: (fields: object, message: string) => void };

const hashHex = (base64: string) => Buffer.from(base64, 'base64').toString('hex');

/**
 * The payout worker (docs/payments.md): one batch in flight at a time. The oldest pending
 * withdrawals (up to 254, as many as the hot wallet's TON pays for) are screened, signed as ONE
 * external message of the highload hot wallet (a jetton transfer each, query_id = the withdrawal
 * id), and the message is stored with its withdrawals moved to `sending`, committed BEFORE it is
 * sent; from then on only that very message is ever sent for them, which the wallet takes at most
 * once (its query_id) and only inside its window (created_at + timeout). Each withdrawal is
 * confirmed by the hot jetton wallet's outgoing transfer with its query_id, amount and
 * destination, on its own (a bounce refunds only that one). The rest follow the batch's fate
 * (payout-batch-fate.ts): taken and sent, wait; taken and nothing sent, back to pending for a new
 * batch; proven never taken (expired, the index past it, no transaction of the message's hash),
 * refunded; anything else waits. Unknown never becomes a refund.
 */
export class PayoutWorker {
  private jettonWallet: Address | null = null;
  /**
   * The batch whose send was last refused, and said so once. A stored message is sent again every
   * round until it is proven taken or not (docs/payments.md, Finality); while the index lags behind
   * a message another one outran (its query_id spent), every one of those sends is refused, and a
   * warning each round would bury the one that matters. The stuck alert still counts the wait.
   */
  private refusedBatch: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly client: ToncenterClient,
    private readonly hot: HotWallet,
    private readonly config: Pick<PaymentsConfig, 'usdtMaster' | 'hotWalletMinNano'>,
    private readonly log: Logger = { warn: () => {} },
    private readonly hooks: WorkerHooks = {},
    private readonly now: () => Date = () => new Date(),
    private readonly denylist: PayoutDenylist | null = null,
    /** The jurisdiction profiles the tier is screened against; null: none configured, tier 0 withdraws everywhere. */
    private readonly tiers: Pick<Config, 'jurisdictions'> | null = null,
  ) {}

  private async hotJettonWallet(): Promise<Address> {
    this.jettonWallet ??= (await this.client.jettonWallet(this.hot.address, this.config.usdtMaster)).address;
    return this.jettonWallet;
  }

  async workOnce(): Promise<WorkStep> {
    try {
      const jettonWallet = await this.hotJettonWallet();
      const open = await openBatch(this.db);
      if (open) return await this.check(open, jettonWallet);
      const queue = await pendingWithdrawals(this.db, MAX_BATCH);
      if (queue.length === 0) return { status: 'idle' };
      // What the chain is asked before signing is asked outside any transaction: on PGlite one
      // holds the whole database, and screening a batch asks two questions per withdrawal.
      await this.hooks.beforeSigning?.();
      const ton = await this.client.tonBalance(this.hot.address);
      const low = ton < this.config.hotWalletMinNano;
      await recordHotWalletTon(this.db, ton, low, this.now());
      if (low) {
        this.log.warn({ tonNano: ton.toString(), floorNano: this.config.hotWalletMinNano.toString() }, 'payout worker: the hot wallet is below TON_HOT_WALLET_MIN_TON, nothing is sent until it is topped up');
        return { status: 'low_on_ton', balanceNano: ton };
      }
      // As many as the TON pays for (at least one: a wallet above its floor tries the oldest).
      const screened = await this.screen(queue.slice(0, Math.max(1, Number(ton / TON_PER_TRANSFER))));
      const step = await this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [PAYOUT_LOCK_KEY]);
        // Another worker signs, or signed a batch meanwhile: it carries on with it.
        if (!lock?.locked || (await openBatch(tx))) return { kind: 'busy' } as const;
        if (screened.held) {
          const [w] = await lockPending(tx, [screened.held.withdrawal.id]);
          if (!w) return { kind: 'busy' } as const;
          await holdWithdrawal(tx, w, screened.held.reason, this.now());
          await this.hooks.afterHolding?.();
          return { kind: 'held', id: w.id, reason: screened.held.reason } as const;
        }
        // Only those still pending (an operator's decision or another worker may have moved one).
        const members = await lockPending(tx, screened.clear.map((w) => w.id));
        if (members.length === 0) return { kind: 'busy' } as const;
        const id = await nextBatchId(tx);
        const createdAt = Math.floor(this.now().getTime() / 1000) - CREATED_BEFORE_S;
        const payouts = members.map((w) => ({ queryId: BigInt(w.id), amountMicro: w.amountMicro, destination: TonAddress.parse(w.destination) }));
        const signed = this.hot.signBatch({ payouts, jettonWallet, batchNumber: id, createdAt });
        const batch: PayoutBatch = { id, boc: signed.boc, messageHash: signed.hash, queryId: signed.queryId, validUntil: signed.validUntil };
        await insertBatch(tx, batch);
        for (const w of members) {
          if (!(await joinBatch(tx, w.id, batch))) throw new Error(`withdrawal ${w.id} moved on while signing`);
        }
        await failpoint('payout:batch-signed');
        return { kind: 'send', batch, ids: members.map((w) => w.id) } as const;
      });
      if (step.kind === 'busy') return { status: 'busy' };
      if (step.kind === 'held') {
        this.log.warn({ withdrawal: step.id, reason: step.reason }, 'payout worker: screening held a withdrawal for an operator');
        return { status: 'held', id: step.id, reason: step.reason };
      }
      await failpoint('payout:batch-stored');
      await this.hooks.afterStoring?.();
      const sent = await this.send(step.batch);
      await this.hooks.afterSending?.();
      return { status: 'signed', batch: step.batch.id, ids: step.ids, sent };
    } catch (error) {
      if (error instanceof DenylistError) {
        this.log.warn({ reason: error.message }, 'payout worker: the deny list cannot be read, nothing is signed until it is fixed');
        return { status: 'denylist_error', reason: error.message };
      }
      if (!(error instanceof IndexerError)) throw error;
      this.log.warn({ reason: error.message }, 'payout worker: indexer unavailable, will retry');
      return { status: 'indexer_error', reason: error.message };
    }
  }

  /**
   * Screens each withdrawal, oldest first, until one fails a check (that one is held; the next
   * round forms the batch again without it): the player's tier (from the database, asked once per
   * player a round), then the destination (asked once per destination a round). A check that
   * cannot be answered throws: nothing is held, signed or sent.
   */
  private async screen(candidates: Withdrawal[]): Promise<{ clear: Withdrawal[]; held: { withdrawal: Withdrawal; reason: WithdrawalHoldReason } | null }> {
    const asked = new Map<string, WithdrawalHoldReason | null>();
    const below = new Map<number, boolean>();
    const clear: Withdrawal[] = [];
    for (const w of candidates) {
      // A return of held deposits is the player's own money going home: no tier holds it back.
      const tierChecked = this.tiers !== null && !isHeldReturn(w);
      if (tierChecked && !below.has(w.userId)) below.set(w.userId, await belowWithdrawTier(this.db, this.tiers!, w.userId));
      if (tierChecked && below.get(w.userId)) return { clear, held: { withdrawal: w, reason: 'tier_below_required' } };
      if (!asked.has(w.destination)) asked.set(w.destination, await screenPayout(this.client, this.denylist, this.config.usdtMaster, TonAddress.parse(w.destination)));
      const reason = asked.get(w.destination)!;
      if (reason) return { clear, held: { withdrawal: w, reason } };
      clear.push(w);
    }
    return { clear, held: null };
  }

  /** Sends the stored message; a failure is only logged: the next round sends the same message again. */
  private async send(batch: PayoutBatch): Promise<boolean> {
    try {
      await this.client.sendBoc(batch.boc);
      return true;
    } catch (error) {
      if (!(error instanceof IndexerError)) throw error;
      if (this.refusedBatch !== batch.id) {
        this.log.warn({ batch: batch.id, reason: error.message }, 'payout worker: send failed, will send the same message again (said once per batch)');
      }
      this.refusedBatch = batch.id;
      return false;
    }
  }

  private async check(batch: PayoutBatch, jettonWallet: Address): Promise<WorkStep> {
    await this.hooks.beforeConfirming?.();
    const members = await sendingInBatch(this.db, batch.id);
    const found = await this.findOutgoing(jettonWallet, batch, members);
    const settled = { status: 'settled' as const, batch: batch.id, sent: [] as number[], refunded: [] as number[], requeued: [] as number[] };
    for (const [id, transfer] of found) {
      if (!transfer.transaction_aborted) {
        if (await confirmSent(this.db, id, hashHex(transfer.transaction_hash))) settled.sent.push(id);
      } else if (await refundFailed(this.db, id)) {
        // Bounced: that one transfer came back; the others of the batch stand on their own.
        settled.refunded.push(id);
      }
    }
    const open = members.filter((w) => !found.has(w.id)).map((w) => w.id);
    if (open.length === 0) return settled;
    const fate = await batchFate(this.client, batch, this.now());
    if (fate === 'unpaid') {
      this.log.warn({ batch: batch.id, withdrawals: open.length }, 'payout worker: the hot wallet took the batch but sent nothing, signing a new batch');
      for (const id of open) if (await requeueUnsent(this.db, id)) settled.requeued.push(id);
    } else if (fate === 'not_taken') {
      this.log.warn({ batch: batch.id, withdrawals: open.length }, 'payout worker: the batch expired never taken, refunding');
      for (const id of open) if (await refundFailed(this.db, id)) settled.refunded.push(id);
    } else if (fate === 'takeable') {
      if (found.size > 0) return settled;
      await this.send(batch);
      return { status: 'resent', batch: batch.id, ids: open };
    }
    if (settled.sent.length + settled.refunded.length + settled.requeued.length > 0) return settled;
    return { status: 'waiting', batch: batch.id, ids: open };
  }

  /**
   * Scans the hot jetton wallet's outgoing transfers newest first, a page at a time (the cursor is
   * the last page's oldest lt, read again inclusively and skipped by hash), until every open
   * withdrawal of the batch is found or a transfer is older than its message: nothing from before
   * the message was signed can be one of its.
   */
  private async findOutgoing(jettonWallet: Address, batch: PayoutBatch, members: Withdrawal[]): Promise<Map<number, JettonTransfer>> {
    const found = new Map<number, JettonTransfer>();
    const byId = new Map(members.map((w) => [String(w.id), w]));
    const signedAtS = Math.floor(batch.validUntil.getTime() / 1000) - (HIGHLOAD_TIMEOUT_S + CREATED_BEFORE_S + EXPIRY_MARGIN_S);
    const seen = new Set<string>();
    let endLt: bigint | null = null;
    for (let page = 0; page < MAX_OUT_PAGES && found.size < members.length; page += 1) {
      const transfers = await this.client.outgoingTransfers(jettonWallet, endLt, OUT_PAGE);
      const fresh = transfers.filter((t) => !seen.has(t.transaction_hash));
      for (const t of fresh) {
        // No query_id names no withdrawal: no id is ''.
        const w = byId.get(t.query_id ?? '');
        if (w && !found.has(w.id) && this.isTransferOf(t, w)) found.set(w.id, t);
      }
      // A transfer without its time is never older.
      const older = fresh.some((t) => (t.transaction_now ?? Infinity) < signedAtS);
      if (older || fresh.length === 0 || transfers.length < OUT_PAGE) break;
      for (const t of fresh) seen.add(t.transaction_hash);
      endLt = BigInt(transfers.at(-1)!.transaction_lt);
    }
    return found;
  }

  /** The outgoing transfer naming this withdrawal: its query_id, to its destination, of its amount. */
  private isTransferOf(t: JettonTransfer, w: Withdrawal): boolean {
    if (t.query_id !== String(w.id) || t.amount !== w.amountMicro.toString()) return false;
    try {
      return TonAddress.parse(t.destination).equals(TonAddress.parse(w.destination));
    } catch {
      return false;
    }
  }

  /** Works every intervalMs (at once again after a step that did something) until the returned function is called. */
  start(intervalMs: number): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      let busy = false;
      running = this.workOnce()
        .then((step) => {
          busy = step.status === 'settled' || step.status === 'held';
        })
        .catch((error: unknown) => this.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'payout worker: step failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, busy ? 0 : intervalMs);
        });
    };
    timer = setTimeout(tick, 0);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  }
}
