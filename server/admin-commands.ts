import { formatUsdt, parseUsdt } from '../src/contract/money';
import type { Db } from './db/db';
import { applyLedgerEntry } from './ledger/ledger-repository';
import { findUserByTelegramId } from './users/user-repository';

export const ADMIN_USAGE = 'Usage: npm run admin -- credit <telegramId> <amount USDT, e.g. 25 or 0.5>';

/** A mistake in the operator's command line: printed with the usage, exit status 2. */
export class UsageError extends Error {}

export interface CreditArgs {
  telegramId: number;
  amountMicro: bigint;
}

/** Checks `credit <telegramId> <amount>` before anything touches the database. */
export function parseCreditArgs(telegramIdText: string | undefined, amountText: string | undefined): CreditArgs {
  const telegramId = Number(telegramIdText);
  if (!telegramIdText || !/^\d+$/.test(telegramIdText) || !Number.isSafeInteger(telegramId)) {
    throw new UsageError(`telegramId must be a positive integer, got "${telegramIdText ?? ''}"`);
  }
  const amountMicro = parseUsdt(amountText ?? '');
  if (amountMicro === null || amountMicro === 0n) {
    throw new UsageError(`amount must be a positive USDT amount with at most 6 decimals, got "${amountText ?? ''}"`);
  }
  return { telegramId, amountMicro };
}

/** Credits a player through the ledger (reason admin_credit); returns the line to print. */
export async function creditPlayer(db: Db, { telegramId, amountMicro }: CreditArgs): Promise<string> {
  const player = await findUserByTelegramId(db, telegramId);
  if (!player) throw new UsageError(`No player with Telegram id ${telegramId} (a player appears after their first visit)`);
  const balance = await db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: player.id, amountMicro, reason: 'admin_credit', reference: 'admin' }),
  );
  if (balance === null) throw new Error('the credit was refused');
  return `Credited ${formatUsdt(amountMicro)} USDT to ${telegramId}; balance now ${formatUsdt(balance)} USDT`;
}
