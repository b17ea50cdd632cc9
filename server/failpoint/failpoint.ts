/**
 * Test-only failpoints (docs/payments.md, "Kill tests"): with TEST_FAILPOINT=<name> (refused when
 * NODE_ENV=production, server/config.ts) the process stops at that named step of a money movement:
 * it says so on stderr and freezes the whole process there, inside the transaction when the step is
 * inside one: no timer, worker loop or relay of this process runs on past the step, as none would
 * after a crash at that instant (an event loop left running moved an order's staged events before
 * the kill arrived). A kill test (tests/server/helpers/kill-test.ts) then kills its process group with SIGKILL exactly
 * there, as a crash would, restarts it and checks the money moved exactly once.
 */
const armed = process.env.TEST_FAILPOINT;

export type FailpointName =
  | 'withdrawal:transferred'
  | 'withdrawal:committed'
  | 'circle:transferred'
  | 'circle:committed'
  | 'admin-credit:transferred'
  | 'admin-credit:committed'
  | 'back-office:changed'
  | 'back-office:committed'
  | 'order:batch-opened'
  | 'order:committed'
  | 'payout:held'
  | 'payout:batch-signed'
  | 'payout:batch-stored'
  | `migration:${string}:applied`;

/** Does nothing, unless this is the armed failpoint: then it never returns, and nothing else in the process runs. */
export async function failpoint(name: FailpointName): Promise<void> {
  if (armed !== name) return;
  // Written synchronously: stderr to a pipe is, on Linux, and the line is what the kill test waits for.
  process.stderr.write(`failpoint ${name} reached\n`);
  // Blocks this thread, and with it the event loop, until the process is killed.
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
