import { Address } from '@ton/core';
import type { Db, Queryable } from '../db/db';
import { enqueueEvents, type PendingEvent } from '../events/outbox';
import { releaseAllHeld } from './release-held';
import { creditDeposit } from './credit-deposit';
import { findUserIdByDepositMemo, readCursor, recordDeposit, writeCursor } from './deposit-repository';
import { textComment } from './forward-payload';
import type { PaymentsConfig } from '../ton/payments-config';
import type { JurisdictionProfiles } from '../compliance/jurisdiction-profiles';
import { IndexerError, type JettonTransfer, type ToncenterClient } from '../ton/toncenter-client';

/** Any fixed number, distinct from the migration and event locks: one watcher polls at a time. */
const WATCHER_LOCK_KEY = 8_080_010;
const PAGE_SIZE = 100;
/** jetton units fit a bigint column: anything larger is garbage, not money. */
const MAX_UNITS = 2n ** 62n;

export type PollResult =
  | { status: 'busy' }
  | { status: 'indexer_error'; reason: string }
  | { status: 'done'; credited: number; held: number; unattributed: number; skipped: number; lastLt: bigint };

interface Logger {
  warn(object: object, message: string): void;
}

/** The transaction hash as hex (toncenter answers base64), so one transaction is one key however spelled. */
function hashKey(hash: string): string | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : Buffer.from(hash, 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : null;
}

function sameAddress(text: string, expected: Address): boolean {
  try {
    return Address.parse(text).equals(expected);
  } catch {
    return false;
  }
}

/**
 * The deposit watcher (docs/payments.md): reads the incoming USDT transfers of our own jetton wallet
 * from the cursor kept in the database and credits each transfer exactly once per transaction hash.
 */
export class DepositWatcher {
  private jettonWallet: Address | null = null;

  constructor(
    private readonly db: Db,
    private readonly client: ToncenterClient,
    // The jurisdiction profiles beside the addresses: a profile's default deposit limit holds a deposit as the player's own would.
    private readonly config: Pick<PaymentsConfig, 'depositAddress' | 'usdtMaster'> & { jurisdictions: JurisdictionProfiles },
    private readonly log: Logger = { warn: () => {} },
  ) {}

  /** Our USDT jetton wallet, asked once from the indexer and checked against owner and master. */
  async ownJettonWallet(): Promise<Address> {
    this.jettonWallet ??= (await this.client.jettonWallet(this.config.depositAddress, this.config.usdtMaster)).address;
    return this.jettonWallet;
  }

  /**
   * One poll, in ONE transaction that holds the watcher's advisory lock: read the cursor, read a
   * page, credit, move the cursor. A crash or a second watcher at any point leaves either all of
   * it or none of it, so the next poll starts where the last committed one ended.
   */
  async pollOnce(): Promise<PollResult> {
    try {
      const wallet = await this.ownJettonWallet();
      return await this.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [WATCHER_LOCK_KEY]);
        if (!lock?.locked) return { status: 'busy' } as const;
        const key = wallet.toRawString();
        const cursor = await readCursor(tx, key);
        const transfers = await this.client.incomingTransfers(wallet, cursor, PAGE_SIZE);
        return this.handlePage(tx, key, cursor, transfers);
      });
    } catch (error) {
      if (!(error instanceof IndexerError)) throw error;
      this.log.warn({ reason: error.message }, 'deposit watcher: indexer unavailable, will retry');
      return { status: 'indexer_error', reason: error.message };
    }
  }

  private async handlePage(tx: Queryable, walletKey: string, cursor: bigint, transfers: JettonTransfer[]): Promise<PollResult> {
    let lastLt = cursor;
    let credited = 0;
    let unattributed = 0;
    let held = 0;
    let skipped = 0;
    const events: PendingEvent[] = [];
    for (const transfer of transfers) {
      const lt = BigInt(transfer.transaction_lt);
      if (lt > lastLt) lastLt = lt;
      const outcome = await this.handleTransfer(tx, transfer, events);
      if (outcome === 'credited') credited += 1;
      else if (outcome === 'unattributed') unattributed += 1;
      else if (outcome === 'held') held += 1;
      else skipped += 1;
    }
    await writeCursor(tx, walletKey, lastLt);
    await enqueueEvents(tx, events);
    return { status: 'done', credited, held, unattributed, skipped, lastLt };
  }

  private async handleTransfer(tx: Queryable, transfer: JettonTransfer, events: PendingEvent[]): Promise<'credited' | 'held' | 'unattributed' | 'skipped'> {
    // Only real USDT that really arrived at our deposit address counts: not an aborted transaction,
    // not another jetton posing with a valid memo, not a transfer to someone else.
    if (transfer.transaction_aborted) return 'skipped';
    if (!sameAddress(transfer.jetton_master, this.config.usdtMaster)) return 'skipped';
    if (!sameAddress(transfer.destination, this.config.depositAddress)) return 'skipped';
    const txHash = hashKey(transfer.transaction_hash);
    const units = BigInt(transfer.amount);
    if (!txHash || units <= 0n || units >= MAX_UNITS) return 'skipped';
    const memo = textComment(transfer.forward_payload);
    const fresh = await recordDeposit(tx, { txHash, lt: BigInt(transfer.transaction_lt), amountMicro: units, memo, source: transfer.source });
    if (!fresh) return 'skipped';
    const userId = memo === null ? null : await findUserIdByDepositMemo(tx, memo.trim());
    if (userId === null) return 'unattributed';
    return creditDeposit(tx, txHash, userId, units, new Date(), events, this.config.jurisdictions);
  }

  /** Polls every intervalMs until the returned function is called (and the poll under way ends). */
  start(intervalMs: number): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      // After each poll, held deposits the limits allow by now are released (a new period began, a limit was raised).
      running = this.pollOnce()
        .then(() => releaseAllHeld(this.db, new Date(), this.config.jurisdictions))
        .catch((error: unknown) => this.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'deposit watcher: poll failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
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
