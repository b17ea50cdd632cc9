import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { pruneEvents } from './event-repository';

/**
 * Deletes events past their retention now and every intervalMs. Every instance runs it; running
 * twice at once is harmless (each batch deletes what is still there). Returns the stopper.
 */
export function startPruner(db: Db, retentionMs: number, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pruneEvents(db, retentionMs).then(
      (count) => {
        if (count > 0) log.info({ count }, 'pruned old events');
      },
      (error: unknown) => log.error({ err: error }, 'pruning events failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
