import type { FastifyBaseLogger } from 'fastify';
import { queryEachAndCommit, type Db } from '../db/db';
import { EVENTS_CHANNEL, EVENTS_LOCK_KEY } from './outbox';

/** Events moved per relay transaction. */
const BATCH = 500;
/** Also moves what another process staged (an admin command, an instance that crashed). */
const POLL_MS = 1000;
/**
 * A run starts at least this long after the one before started: under load the commits of that
 * time share one move (one transaction, its lock, its notifications) instead of each batch's
 * commit paying for a run of its own. A kick after a quiet spell runs at once, so an event waits
 * for the relay at most this much longer (docs/performance.md, "The relay's pace").
 */
const MIN_RUN_GAP_MS = 10;

/**
 * One statement: under the events lock (ids follow commit order, as `enqueueEvents` explains),
 * the oldest staged events leave `event_outbox` for `events`, and each is notified, whole or, past
 * Postgres' 8000-byte payload cap, as its id for the listener to read.
 */
const MOVE = `
  WITH staged AS (
    DELETE FROM event_outbox WHERE id IN (SELECT id FROM event_outbox ORDER BY id LIMIT $2)
    RETURNING id, user_id, type, data, created_at
  ), moved AS (
    INSERT INTO events (user_id, type, data, created_at)
    SELECT user_id, type, data, created_at FROM staged ORDER BY id
    RETURNING id, user_id, type, data
  ), notices AS (
    SELECT id, json_build_object('id', id, 'userId', user_id, 'event', json_build_object('type', type, 'data', data))::text AS whole,
           json_build_object('id', id, 'userId', user_id)::text AS bare
    FROM moved
  )
  SELECT count(pg_notify($1, CASE WHEN octet_length(whole) > 7900 THEN bare ELSE whole END))::integer AS n
  FROM (SELECT * FROM notices ORDER BY id) ordered`;

/**
 * This instance's relay from the outbox to the event stream: `kick()` after an order commits
 * starts a run unless one is going, and a run that was kicked meanwhile runs once more, so every
 * commit is followed by a run that sees it, and a burst of orders shares a few relay transactions
 * instead of serialising their own commits. Runs start at most every MIN_RUN_GAP_MS. A timer
 * moves what others left.
 */
export class EventRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly pollMs = POLL_MS,
    private readonly minRunGapMs = MIN_RUN_GAP_MS,
  ) {}

  /** When the last run started (performance.now()). */
  private lastRunAt = Number.NEGATIVE_INFINITY;

  start(): void {
    this.kick();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  /** The timer's look: a run (and the events lock) only when something is staged. */
  private async poll(): Promise<void> {
    if (this.running || this.stopped) return;
    try {
      const [row] = await this.db.query<{ staged: boolean }>('SELECT EXISTS (SELECT 1 FROM event_outbox) AS staged');
      if (row?.staged) this.kick();
    } catch (error) {
      this.log.error({ err: error }, 'event relay poll failed');
    }
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once the run going now (if any) and the one it was kicked for are done. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.settled();
    this.stopped = true;
  }

  private async drain(): Promise<void> {
    try {
      do {
        const wait = this.lastRunAt + this.minRunGapMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // A kick from here on comes after its commit, which this run's move then sees.
        this.again = false;
        this.lastRunAt = performance.now();
        while ((await this.moveBatch()) === BATCH && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      // Left in the outbox: the next kick or the timer moves it.
      this.log.error({ err: error }, 'event relay failed');
    }
  }

  /**
   * One round trip on Postgres: BEGIN, the lock, the move and COMMIT in one message
   * (server/db/pg-db.ts). The move's statement takes its snapshot once the lock is held, so it
   * sees every event committed before, as when it was a message of its own.
   */
  private moveBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [, moved] = await queryEachAndCommit<{ n: number }>(tx, [
        { sql: 'SELECT pg_advisory_xact_lock($1)', params: [EVENTS_LOCK_KEY] },
        { sql: MOVE, params: [EVENTS_CHANNEL, BATCH] },
      ]);
      return moved?.[0]?.n ?? 0;
    }, { beginWithFirstStatement: true });
  }
}
