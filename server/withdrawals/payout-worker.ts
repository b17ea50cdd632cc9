import type { Address } from '@ton/core';
import { Address as TonAddress } from '@ton/core';
import type { Db } from '../db/db';
import { IndexerError, type JettonTransfer, type ToncenterClient } from '../ton/toncenter-client';
import type { PaymentsConfig } from '../ton/payments-config';
import type { HotWallet } from '../ton/hot-wallet';
import type { WithdrawalHoldReason } from '../../src/contract/withdrawal-statuses';
import { holdWithdrawal } from './hold-withdrawal';
import { DenylistError, type PayoutDenylist } from './payout-denylist';
import { recordHotWalletTon } from './payout-health';
import { screenPayout } from './payout-screening';
import { confirmSent, refundFailed, requeueUnsent } from './settle-withdrawal';
import { nextOpenWithdrawal, storeSignedMessage, type Withdrawal } from './withdrawal-repository';

/** Any fixed number, distinct from the migration, event and deposit watcher locks: one worker signs at a time. */
export const PAYOUT_LOCK_KEY = 7_315_002;
/** How long a signed message stays valid: the wallet contract refuses it afterwards. */
const MESSAGE_TTL_S = 120;
/** Our clock and the chain's may differ: a message counts as expired only this long after its valid_until. */
const EXPIRY_MARGIN_S = 60;
/** toncenter's largest page. */
const OUT_PAGE = 1000;
/** A bound on one confirmation's scan, should the indexer's transfers carry no time to stop at. */
const MAX_OUT_PAGES = 100;

export type WorkStep =
  | { status: 'busy' | 'idle' }
  | { status: 'signed'; id: number; sent: boolean }
  | { status: 'resent' | 'waiting'; id: number }
  | { status: 'sent' | 'failed_refunded' | 'requeued'; id: number }
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
 * The payout worker (docs/payments.md): one withdrawal in flight at a time. A pending one is
 * signed (seqno from a liteserver, query_id = its id) and the message is stored and committed
 * BEFORE it is sent; from then on only that very message is ever sent, so a crash anywhere re-sends
 * the same one, which the wallet contract takes at most once (its seqno). It is confirmed by the
 * hot jetton wallet's outgoing transfer with that query_id, amount and destination. It is refunded
 * only when proven unpaid (Finality): the transfer bounced; the transaction that took the message
 * sent nothing; or the message expired with the liteserver's seqno not past it. A seqno past it
 * with the message absent from an index that has read past its valid_until means another message
 * took the seqno: the withdrawal goes back to pending for a new message. Anything else waits.
 * Before any signing the destination is screened (payout-screening.ts): a failed check holds the
 * withdrawal for an operator; a check that cannot be answered leaves it pending for the next round.
 */
export class PayoutWorker {
  private jettonWallet: Address | null = null;

  constructor(
    private readonly db: Db,
    private readonly client: ToncenterClient,
    private readonly hot: HotWallet,
    private readonly config: Pick<PaymentsConfig, 'usdtMaster' | 'hotWalletMinNano'>,
    private readonly log: Logger = { warn: () => {} },
    private readonly hooks: WorkerHooks = {},
    private readonly now: () => Date = () => new Date(),
    private readonly denylist: PayoutDenylist | null = null,
  ) {}

  private async hotJettonWallet(): Promise<Address> {
    this.jettonWallet ??= (await this.client.jettonWallet(this.hot.address, this.config.usdtMaster)).address;
    return this.jettonWallet;
  }

  async workOnce(): Promise<WorkStep> {
    try {
      const jettonWallet = await this.hotJettonWallet();
      const step = await this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [PAYOUT_LOCK_KEY]);
        if (!lock?.locked) return { kind: 'busy' } as const;
        const open = await nextOpenWithdrawal(tx);
        if (!open) return { kind: 'idle' } as const;
        if (open.status === 'sending') return { kind: 'check', withdrawal: open } as const;
        // Unknown throws out of the transaction: nothing is held, signed or sent, it stays pending.
        const holdReason = await screenPayout(this.client, this.denylist, this.config.usdtMaster, TonAddress.parse(open.destination));
        if (holdReason) {
          await holdWithdrawal(tx, open, holdReason, this.now());
          await this.hooks.afterHolding?.();
          return { kind: 'held', id: open.id, reason: holdReason } as const;
        }
        await this.hooks.beforeSigning?.();
        const ton = await this.client.tonBalance(this.hot.address);
        const low = ton < this.config.hotWalletMinNano;
        await recordHotWalletTon(tx, ton, low, this.now());
        if (low) return { kind: 'low', balanceNano: ton } as const;
        const seqno = await this.client.walletSeqno(this.hot.address);
        const validUntil = new Date(Math.floor(this.now().getTime() / 1000 + MESSAGE_TTL_S) * 1000);
        const signed = this.hot.sign({ queryId: BigInt(open.id), amountMicro: open.amountMicro, destination: TonAddress.parse(open.destination), jettonWallet, seqno, validUntil });
        if (!(await storeSignedMessage(tx, open.id, { boc: signed.boc, messageHash: signed.hash, seqno, validUntil }))) throw new Error(`withdrawal ${open.id} moved on while signing`);
        return { kind: 'send', id: open.id, boc: signed.boc } as const;
      });
      if (step.kind === 'busy' || step.kind === 'idle') return { status: step.kind };
      if (step.kind === 'held') {
        this.log.warn({ withdrawal: step.id, reason: step.reason }, 'payout worker: screening held a withdrawal for an operator');
        return { status: 'held', id: step.id, reason: step.reason };
      }
      if (step.kind === 'low') {
        this.log.warn({ tonNano: step.balanceNano.toString(), floorNano: this.config.hotWalletMinNano.toString() }, 'payout worker: the hot wallet is below TON_HOT_WALLET_MIN_TON, nothing is sent until it is topped up');
        return { status: 'low_on_ton', balanceNano: step.balanceNano };
      }
      if (step.kind === 'send') {
        await this.hooks.afterStoring?.();
        const sent = await this.send(step.id, step.boc);
        await this.hooks.afterSending?.();
        return { status: 'signed', id: step.id, sent };
      }
      return await this.check(step.withdrawal, jettonWallet);
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

  /** Sends the stored message; a failure is only logged: the next round sends the same message again. */
  private async send(id: number, boc: string): Promise<boolean> {
    try {
      await this.client.sendBoc(boc);
      return true;
    } catch (error) {
      if (!(error instanceof IndexerError)) throw error;
      this.log.warn({ withdrawal: id, reason: error.message }, 'payout worker: send failed, will send the same message again');
      return false;
    }
  }

  private async check(w: Withdrawal, jettonWallet: Address): Promise<WorkStep> {
    await this.hooks.beforeConfirming?.();
    const transfer = await this.findOutgoing(jettonWallet, w);
    if (transfer && !transfer.transaction_aborted) {
      await confirmSent(this.db, w.id, hashHex(transfer.transaction_hash));
      return { status: 'sent', id: w.id };
    }
    if (transfer) {
      await refundFailed(this.db, w.id);
      return { status: 'failed_refunded', id: w.id };
    }
    // A transaction of our message that sent something: the transfer is on its way into the index.
    if (await this.sentSomething(w)) return { status: 'waiting', id: w.id };
    const expired = this.now().getTime() > w.validUntil!.getTime() + EXPIRY_MARGIN_S * 1000;
    // From a liteserver, read after the clock: a seqno still at ours once the message expired
    // means it was never taken and never will be. Never the indexer's seqno: it lags.
    const seqno = await this.client.walletSeqno(this.hot.address);
    if (seqno <= w.seqno!) {
      if (expired) {
        await refundFailed(this.db, w.id);
        return { status: 'failed_refunded', id: w.id };
      }
      await this.send(w.id, w.boc!);
      return { status: 'resent', id: w.id };
    }
    // The seqno moved past ours, so our message can never be taken from now on. Whether it was:
    // final only once the index has read blocks past valid_until, then asked again.
    const indexedUntil = await this.client.indexedUntil();
    if (indexedUntil * 1000 <= w.validUntil!.getTime() + EXPIRY_MARGIN_S * 1000) return { status: 'waiting', id: w.id };
    if (await this.sentSomething(w)) return { status: 'waiting', id: w.id };
    // Never taken (another message took the seqno), or taken without sending anything (a send the
    // wallet could not pay for): nothing was paid, so the withdrawal gets a new message.
    this.log.warn({ withdrawal: w.id, seqno: w.seqno, chainSeqno: seqno }, 'payout worker: the seqno moved on without our transfer, signing a new message');
    await requeueUnsent(this.db, w.id);
    return { status: 'requeued', id: w.id };
  }

  private async sentSomething(w: Withdrawal): Promise<boolean> {
    return (await this.client.messageTransactions(w.messageHash!)).some((t) => !t.aborted && t.outMessages > 0);
  }

  /**
   * Scans the hot jetton wallet's outgoing transfers newest first, a page at a time (the cursor is
   * the last page's oldest lt, read again inclusively and skipped by hash), until this withdrawal's
   * transfer or one older than its message: nothing from before the message was signed can be it.
   */
  private async findOutgoing(jettonWallet: Address, w: Withdrawal): Promise<JettonTransfer | null> {
    const signedAtS = Math.floor(w.validUntil!.getTime() / 1000) - MESSAGE_TTL_S - EXPIRY_MARGIN_S;
    const seen = new Set<string>();
    let endLt: bigint | null = null;
    for (let page = 0; page < MAX_OUT_PAGES; page += 1) {
      const transfers = await this.client.outgoingTransfers(jettonWallet, endLt, OUT_PAGE);
      const fresh = transfers.filter((t) => !seen.has(t.transaction_hash));
      const found = this.findTransfer(fresh, w);
      if (found) return found;
      const older = fresh.some((t) => t.transaction_now !== undefined && t.transaction_now < signedAtS);
      if (older || fresh.length === 0 || transfers.length < OUT_PAGE) return null;
      for (const t of fresh) seen.add(t.transaction_hash);
      endLt = BigInt(transfers.at(-1)!.transaction_lt);
    }
    return null;
  }

  /** The outgoing transfer naming this withdrawal: its query_id, to its destination, of its amount. */
  private findTransfer(transfers: JettonTransfer[], w: Withdrawal): JettonTransfer | null {
    return (
      transfers.find((t) => {
        if (t.query_id !== String(w.id) || t.amount !== w.amountMicro.toString()) return false;
        try {
          return TonAddress.parse(t.destination).equals(TonAddress.parse(w.destination));
        } catch {
          return false;
        }
      }) ?? null
    );
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
          busy = step.status === 'sent' || step.status === 'failed_refunded' || step.status === 'requeued' || step.status === 'held';
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
