/**
 * The reconciliation the server runs by itself (docs/payments.md, "Reconciliation"): the same check
 * as `npm run admin -- reconcile`, every few minutes, by one instance at a time, on the server's own
 * database (PGlite included, so nothing has to stop). The latest answer is stored, exported as
 * metrics and shown on the back office's dashboard; a difference is logged at error level.
 */
import type { Db, Queryable } from '../db/db';
import type { OnChainUsdt } from '../ton/on-chain-usdt';
import { reconcileBooks, type ReconciliationResult } from './reconciliation';
import { publishReconciliation } from './reconciliation-metrics';

/** Any fixed number, distinct from the watcher's, the worker's and the migrations' locks. */
const RECONCILE_LOCK_KEY = 8_080_140;
/** The first check waits a moment: start-up (and its measurement) is not slowed by it. */
const FIRST_CHECK_DELAY_MS = 5_000;

/** The stored latest check: what the dashboard and every instance's /metrics show. */
export interface LatestReconciliation {
  checkedAt: Date;
  ok: boolean;
  sumMicro: bigint;
  mismatches: number;
  /** null: no on-chain reading (payments off, or the indexer did not answer: chainError). */
  chainMicro: bigint | null;
  booksMicro: bigint | null;
  sendingMicro: bigint;
  /** On chain minus what the books say it holds; 0 when they agree (a payout being sent included). */
  differenceMicro: bigint;
  chainError: string | null;
}

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export type CheckOutcome = { status: 'busy' } | { status: 'checked'; latest: LatestReconciliation };

interface Row {
  checked_at: Date | null;
  ok: boolean | null;
  sum_micro: bigint | null;
  mismatches: number | null;
  chain_micro: bigint | null;
  books_micro: bigint | null;
  sending_micro: bigint | null;
  difference_micro: bigint | null;
  chain_error: string | null;
}

/** The latest check any instance stored; null before the first. */
export async function readLatestReconciliation(q: Queryable): Promise<LatestReconciliation | null> {
  const [row] = await q.query<Row>('SELECT * FROM reconciliation_latest WHERE checked_at IS NOT NULL');
  if (!row?.checked_at) return null;
  return {
    checkedAt: row.checked_at,
    ok: row.ok ?? false,
    sumMicro: row.sum_micro ?? 0n,
    mismatches: row.mismatches ?? 0,
    chainMicro: row.chain_micro,
    booksMicro: row.books_micro,
    sendingMicro: row.sending_micro ?? 0n,
    differenceMicro: row.difference_micro ?? 0n,
    chainError: row.chain_error,
  };
}

/**
 * Takes the turn to check, under the advisory lock: only when no instance claimed one within
 * `minGapMs` (the database's clock, shared by every instance). A second instance finds the lock
 * taken or the turn fresh and does nothing.
 */
async function claimTurn(db: Db, minGapMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RECONCILE_LOCK_KEY]);
    if (!lock?.locked) return false;
    const claimed = await tx.query(
      `INSERT INTO reconciliation_latest (id, claimed_at) VALUES (true, now())
       ON CONFLICT (id) DO UPDATE SET claimed_at = now()
       WHERE reconciliation_latest.claimed_at <= now() - $1 * interval '1 millisecond'
       RETURNING id`,
      [minGapMs],
    );
    return claimed.length === 1;
  });
}

function summarise(result: ReconciliationResult, checkedAt: Date, chainError: string | null): LatestReconciliation {
  const chain = result.hotWallet;
  return {
    checkedAt,
    ok: result.ok,
    sumMicro: result.sumMicro,
    mismatches: result.mismatches.length,
    chainMicro: chain?.onChainMicro ?? null,
    booksMicro: chain?.booksMicro ?? null,
    sendingMicro: chain?.sendingMicro ?? 0n,
    differenceMicro: chain && !chain.ok ? chain.onChainMicro - chain.booksMicro : 0n,
    chainError,
  };
}

async function store(db: Db, latest: LatestReconciliation): Promise<void> {
  await db.query(
    `UPDATE reconciliation_latest SET checked_at = $1, ok = $2, sum_micro = $3, mismatches = $4, chain_micro = $5,
       books_micro = $6, sending_micro = $7, difference_micro = $8, chain_error = $9`,
    [latest.checkedAt, latest.ok, latest.sumMicro, latest.mismatches, latest.chainMicro, latest.booksMicro, latest.sendingMicro, latest.differenceMicro, latest.chainError],
  );
}

export interface MonitorOptions {
  /** Our wallets' USDT on chain; null with payments off (the books are still checked). */
  onChain: (() => Promise<OnChainUsdt>) | null;
  log: Logger;
  clock?: () => Date;
}

export class ReconciliationMonitor {
  constructor(
    private readonly db: Db,
    private readonly options: MonitorOptions,
  ) {}

  /**
   * One check if it is this instance's turn (none claimed within `minGapMs`): the books in one
   * transaction, then the chain (outside it: PGlite runs one transaction at a time, and an indexer
   * call may take seconds), stored, exported, and a difference logged as an error.
   */
  async checkOnce(minGapMs = 0): Promise<CheckOutcome> {
    if (!(await claimTurn(this.db, minGapMs))) return { status: 'busy' };
    const { onChain, log, clock = () => new Date() } = this.options;
    let chainError: string | null = null;
    const result = await reconcileBooks(this.db, onChain ?? undefined).catch(async (error: unknown) => {
      // The indexer is down: the books' own check still stands, the chain is unknown this time.
      chainError = error instanceof Error ? error.message : String(error);
      log.warn({ reason: chainError }, 'reconciliation: on-chain balance unavailable, books checked alone');
      return reconcileBooks(this.db);
    });
    const latest = summarise(result, clock(), chainError);
    await store(this.db, latest);
    publishReconciliation(latest);
    if (!latest.ok) {
      log.error(
        { sumMicro: String(latest.sumMicro), mismatches: latest.mismatches, chainMicro: String(latest.chainMicro), booksMicro: String(latest.booksMicro), differenceMicro: String(latest.differenceMicro) },
        'reconciliation: DIFFERENCE, the books do not reconcile (docs/payments.md, "When reconcile differs")',
      );
    }
    return { status: 'checked', latest };
  }

  /**
   * Checks every `intervalMs` (the first a few seconds after start, when the last stored one is
   * older than that) until the returned function is called.
   * An instance whose turn it is not shows what the other one stored.
   */
  start(intervalMs: number): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      // 90% of the interval: instances whose timers drift a little still take turns, not skip rounds.
      running = this.checkOnce(intervalMs * 0.9)
        .then(async (outcome) => {
          if (outcome.status !== 'busy') return;
          const latest = await readLatestReconciliation(this.db);
          if (latest) publishReconciliation(latest);
        })
        .catch((error: unknown) => this.options.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'reconciliation: check failed'))
        .finally(() => {
          if (!stopped) {
            timer = setTimeout(tick, intervalMs);
            timer.unref();
          }
        });
    };
    timer = setTimeout(tick, Math.min(FIRST_CHECK_DELAY_MS, intervalMs));
    timer.unref();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  }
}
