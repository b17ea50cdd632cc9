/**
 * Test-only failpoints (docs/payments.md, "Kill tests"): with TEST_FAILPOINT=<name> (refused when
 * NODE_ENV=production, server/config.ts) the process stops at that named step of a money movement:
 * it says so on stderr and waits for good, inside the transaction when the step is inside one. A
 * kill test (tests/server/helpers/kill-test.ts) then kills its process group with SIGKILL exactly
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
  | 'order:committed'
  | 'payout:held'
  | 'payout:batch-signed'
  | 'payout:batch-stored'
  | `migration:${string}:applied`;

/** Does nothing, unless this is the armed failpoint: then it never returns. */
export async function failpoint(name: FailpointName): Promise<void> {
  if (armed !== name) return;
  process.stderr.write(`failpoint ${name} reached\n`);
  await new Promise<never>(() => {});
}
