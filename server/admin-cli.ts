/**
 * Operator commands (docs/back-office.md, "The command line"; docs/operations.md). The money
 * commands act as a configured operator, `--operator <telegram id>` beside the OS user who runs
 * them, through the console's own functions: the same approvals, refusals and audit entries.
 * `credit <telegramId> <amount> [reference]` credits a player as an adjustment;
 * `withdrawals approve|reject <id>` and `adjustments approve|reject <id>` decide one (reject needs
 * `--reason`); `reconcile` checks the books (and, with PAYMENTS=on, our USDT on chain) and exits 1
 * on any difference; `audit verify` checks the audit log's hash chain and exits 1 on a break.
 * Uses the server's DATA_DIR / DATABASE_URL; with PGlite, stop the server first: the DATA_DIR lock
 * refuses a second process in one line (server/db/data-dir-lock.ts).
 */
import { ADMIN_USAGE, UsageError, auditVerify, creditPlayer, decideAdjustmentCli, decideWithdrawal, parseCreditArgs, reconcile, type Reconciliation } from './admin-commands';
import type { AdminDeps } from './admin/admin-deps';
import { cliOperator, takeFlag } from './admin/cli-operator';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { ApiError } from './http/api-error';
import { onChainUsdtReader } from './ton/on-chain-usdt';

async function withDb<T>(config: Config, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function printed(result: Reconciliation): number {
  process.stdout.write(`${result.lines.join('\n')}\n`);
  return result.ok ? 0 : 1;
}

async function runReconcile(): Promise<number> {
  const config = loadConfig();
  // With payments on: our USDT on chain, in the deposit wallet and (once configured) the hot wallet.
  const onChain = config.payments ? onChainUsdtReader(config.payments) : undefined;
  return printed(await withDb(config, (db) => reconcile(db, onChain)));
}

type MoneyCommand = (deps: AdminDeps, actor: ReturnType<typeof cliOperator>, args: string[], reason: string | undefined) => Promise<string>;

const MONEY: Record<string, { args: [number, number]; run: MoneyCommand }> = {
  credit: { args: [2, 3], run: (deps, actor, args) => creditPlayer(deps, actor, parseCreditArgs(args[0], args[1], args[2])) },
  withdrawals: { args: [2, 2], run: (deps, actor, args, reason) => decideWithdrawal(deps, actor, args[0], args[1], reason) },
  adjustments: { args: [2, 2], run: (deps, actor, args, reason) => decideAdjustmentCli(deps, actor, args[0], args[1], reason) },
};

/** A money command: the operator is checked against the configuration before the database opens. */
async function runMoney(command: string, args: string[]): Promise<number> {
  const spec = MONEY[command]!;
  const operator = takeFlag(args, '--operator');
  const reason = takeFlag(operator.rest, '--reason');
  const rest = reason.rest;
  if (rest.length < spec.args[0] || rest.length > spec.args[1]) throw new UsageError(`${command} takes ${spec.args.join(' to ')} arguments besides --operator.`);
  const config = loadConfig();
  const actor = cliOperator(config.admin, operator.value);
  const line = await withDb(config, (db) => spec.run({ config, db, clock: () => new Date(), onChainUsdt: null }, actor, rest, reason.value));
  process.stdout.write(`${line}\n`);
  return 0;
}

async function run(args: string[]): Promise<number> {
  const [command = '', ...rest] = args;
  if (command === 'reconcile' && rest.length === 0) return runReconcile();
  if (command === 'audit' && rest.length === 1 && rest[0] === 'verify') return printed(await withDb(loadConfig(), auditVerify));
  if (!(command in MONEY)) {
    const problem = !command ? '' : command === 'reconcile' || command === 'audit' ? `${command}: unexpected arguments.\n` : `Unknown command "${command}".\n`;
    console.error(`${problem}${ADMIN_USAGE}`);
    return 2;
  }
  try {
    return await runMoney(command, rest);
  } catch (error) {
    // A refusal the console would answer with a 4xx: the same code, and nothing changed.
    if (error instanceof ApiError) {
      console.error(`Refused (${error.code}): ${error.message}`);
      return 2;
    }
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
