import type { Db } from '../db/db';
import { runOrderBatch, type OrderOutcome, type OrderRequest } from './order-batch';
import type { PlacedOrder } from './placed-order';

/**
 * Batches running at once on one instance: each holds a pooled connection (the pool has 10, and
 * the server needs some for everything else); while they run, arrivals queue and make the next
 * batches larger (docs/performance.md, "Orders in batches", for the measured choice).
 */
export const MAX_IN_FLIGHT = 2;
/** Orders per batch: each settles in a subtransaction, and a backend caches 64 of them. */
export const MAX_BATCH = 32;

interface Queued {
  request: OrderRequest;
  resolve: (placed: PlacedOrder) => void;
  reject: (error: unknown) => void;
}

/**
 * Groups the orders that arrive together into one transaction (server/game/order-batch.ts). A
 * lone order starts at once, a batch of one. A player's next order waits in the queue until the
 * batch of their previous one has ended, so each order is admitted against its predecessor's
 * totals and a batch holds at most one order per player.
 */
export class OrderBatcher {
  private readonly queue: Queued[] = [];
  /** Players with an order in a running batch. */
  private readonly busy = new Set<number>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxInFlight = MAX_IN_FLIGHT,
    private readonly maxBatch = MAX_BATCH,
    /** The batch's transaction; a stand-in in the batcher's own tests. */
    private readonly runBatch: (db: Db, requests: readonly OrderRequest[]) => Promise<OrderOutcome[]> = runOrderBatch,
  ) {}

  place(request: OrderRequest): Promise<PlacedOrder> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.schedule();
    });
  }

  /** On setImmediate: the orders whose requests were read in the same turn of the loop go together. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        for (const { request } of batch) this.busy.delete(request.player.id);
        this.schedule();
      });
    }
  }

  /** Up to maxBatch queued orders in arrival order, skipping (and keeping) those of busy players. */
  private take(): Queued[] {
    const batch: Queued[] = [];
    const rest: Queued[] = [];
    for (const queued of this.queue) {
      const player = queued.request.player.id;
      if (batch.length < this.maxBatch && !this.busy.has(player)) {
        this.busy.add(player);
        batch.push(queued);
      } else {
        rest.push(queued);
      }
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  /**
   * A batch that fails as a whole (a deadlock, a lost connection, a bug) was rolled back: each of
   * its orders runs again alone, so only the failing order gets the error. Where the COMMIT's
   * outcome is unknown, the rerun finds the committed key and replays.
   */
  private async run(batch: Queued[]): Promise<void> {
    let outcomes;
    try {
      outcomes = await this.runBatch(this.db, batch.map(({ request }) => request));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const queued of batch) await this.run([queued]);
      return;
    }
    // Each order its own outcome; one without (a bug in the batch) gets an error, never silence:
    // its caller answers 500, and a retry with the same key replays whatever was committed.
    for (const [i, queued] of batch.entries()) {
      const outcome = outcomes[i];
      if (!outcome) queued.reject(new Error('the batch gave this order no outcome'));
      else if ('placed' in outcome) queued.resolve(outcome.placed);
      else queued.reject(outcome.refused);
    }
  }
}

const batchers = new WeakMap<Db, OrderBatcher>();

/** The instance's batcher of `db`'s orders. */
export function orderBatcherFor(db: Db): OrderBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new OrderBatcher(db)));
  return batcher;
}
