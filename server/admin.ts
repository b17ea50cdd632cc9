/**
 * Operator commands: `npm run admin -- credit <telegramId> <amount>` credits a player's balance
 * through the ledger and prints the new balance. Uses the server's DATA_DIR / DATABASE_URL; with
 * PGlite, stop the server first: the DATA_DIR lock refuses a second process in one line
 * (server/db/data-dir-lock.ts, docs/operations.md).
 */
import { ADMIN_USAGE, UsageError, creditPlayer, parseCreditArgs } from './admin-commands';
import { loadConfig } from './config';
import { openDatabase } from './db/open-db';

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'credit' || rest.length !== 2) {
    const problem = !command ? '' : command !== 'credit' ? `Unknown command "${command}".\n` : 'credit takes exactly two arguments.\n';
    console.error(`${problem}${ADMIN_USAGE}`);
    return 2;
  }
  try {
    const credit = parseCreditArgs(rest[0], rest[1]);
    const db = await openDatabase(loadConfig());
    try {
      process.stdout.write(`${await creditPlayer(db, credit)}\n`);
    } finally {
      await db.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${ADMIN_USAGE}`);
    return 2;
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
