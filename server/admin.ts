/**
 * Operator commands: `npm run admin -- credit <telegramId> <amount> [reference]` credits a
 * player's balance from house:bankroll and prints the new balance; `npm run admin -- reconcile`
 * checks the books (and, with PAYMENTS=on, our USDT on chain: the deposit and hot wallets) and exits 1 on any difference
 * (docs/payments.md); `npm run admin -- withdrawals approve|reject <id>` decides a withdrawal
 * awaiting approval. Uses the server's DATA_DIR / DATABASE_URL; with PGlite, stop the server
 * first: the DATA_DIR lock refuses a second process in one line (server/db/data-dir-lock.ts,
 * docs/operations.md).
 */
import { ADMIN_USAGE, UsageError, creditPlayer, decideWithdrawal, parseCreditArgs, reconcile } from './admin-commands';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { onChainUsdtReader } from './ton/on-chain-usdt';

async function withDb<T>(config: Config, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function runReconcile(): Promise<number> {
  const config = loadConfig();
  // With payments on: our USDT on chain, in the deposit wallet and (once configured) the hot wallet.
  const onChain = config.payments ? onChainUsdtReader(config.payments) : undefined;
  const result = await withDb(config, (db) => reconcile(db, onChain));
  process.stdout.write(`${result.lines.join('\n')}\n`);
  return result.ok ? 0 : 1;
}

async function runDecision(args: string[]): Promise<number> {
  try {
    if (args.length !== 2) throw new UsageError('withdrawals takes two arguments.');
    process.stdout.write(`${await withDb(loadConfig(), (db) => decideWithdrawal(db, args[0], args[1]))}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${ADMIN_USAGE}`);
    return 2;
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'reconcile' && rest.length === 0) return runReconcile();
  if (command === 'withdrawals') return runDecision(rest);
  if (command !== 'credit' || rest.length < 2 || rest.length > 3) {
    const problem = !command
      ? ''
      : command === 'reconcile'
        ? 'reconcile takes no arguments.\n'
        : command !== 'credit'
          ? `Unknown command "${command}".\n`
          : 'credit takes two or three arguments.\n';
    console.error(`${problem}${ADMIN_USAGE}`);
    return 2;
  }
  try {
    const credit = parseCreditArgs(rest[0], rest[1], rest[2]);
    process.stdout.write(`${await withDb(loadConfig(), (db) => creditPlayer(db, credit))}\n`);
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
