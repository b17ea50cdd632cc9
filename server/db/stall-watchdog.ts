import { Worker } from 'node:worker_threads';

/** How long the main thread may stay blocked before the process is killed; below LOCK_STALE_MS. */
export const STALL_LIMIT_MS = 10_000;

/**
 * Runs in its own thread, so it still runs when the main one is stuck. Killed with SIGKILL because
 * a blocked main thread would never run a signal handler or an exit hook.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.buffer);
setInterval(() => {
  const blockedMs = Date.now() / 1000 - Atomics.load(beat, 0);
  if (blockedMs * 1000 < workerData.limitMs) return;
  writeSync(2, workerData.message + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, 1000);
`;

/**
 * PGlite runs Postgres on the main thread and its file I/O is synchronous: a frozen disk blocks
 * every request, and an I/O error can leave the WASM spinning (seen with EXT4_IOC_SHUTDOWN). No code
 * on the main thread can notice either, so a worker watches a heartbeat the main thread writes
 * each second and, past STALL_LIMIT_MS, prints one line and kills the process for its supervisor
 * to restart. Start it once start-up (initdb, migrations) is over; returns the stop function.
 */
export function startStallWatchdog(limitMs = STALL_LIMIT_MS): () => Promise<void> {
  const buffer = new SharedArrayBuffer(4);
  const beat = new Int32Array(buffer);
  const tick = () => Atomics.store(beat, 0, Math.floor(Date.now() / 1000));
  tick();
  const heartbeat = setInterval(tick, 500);
  heartbeat.unref();
  const message = `Fatal: the server has been unresponsive for ${limitMs / 1000} s (a stalled or failed disk under the database?); killing it`;
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { buffer, limitMs, message } });
  worker.unref();
  return async () => {
    clearInterval(heartbeat);
    await worker.terminate();
  };
}
