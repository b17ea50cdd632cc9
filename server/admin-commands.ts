import { formatUsdt, parseUsdt } from '../src/contract/money';
import type { Db } from './db/db';
import type { OnChainUsdt } from './ton/on-chain-usdt';
import { failpoint } from './failpoint/failpoint';
import { playerAccount } from './books/accounts';
import { reconcileBooks } from './books/reconciliation';
import { postTransfer } from './books/transfer-repository';
import { findUserByTelegramId } from './users/user-repository';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals/settle-withdrawal';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- credit <telegramId> <amount USDT, e.g. 25 or 0.5> [reference]',
  '       npm run admin -- reconcile',
  '       npm run admin -- withdrawals approve|reject <withdrawal id>',
].join('\n');

/** A mistake in the operator's command line: printed with the usage, exit status 2. */
export class UsageError extends Error {}

export interface CreditArgs {
  telegramId: number;
  amountMicro: bigint;
  /** Names the credit (a ticket number): the same reference never credits twice. */
  reference: string;
}

const REFERENCE = /^[\w.:-]{1,100}$/;

/** Checks `credit <telegramId> <amount>` before anything touches the database. */
export function parseCreditArgs(telegramIdText: string | undefined, amountText: string | undefined, referenceText?: string): CreditArgs {
  const telegramId = Number(telegramIdText);
  if (!telegramIdText || !/^\d+$/.test(telegramIdText) || !Number.isSafeInteger(telegramId)) {
    throw new UsageError(`telegramId must be a positive integer, got "${telegramIdText ?? ''}"`);
  }
  const amountMicro = parseUsdt(amountText ?? '');
  if (amountMicro === null || amountMicro === 0n) {
    throw new UsageError(`amount must be a positive USDT amount with at most 6 decimals, got "${amountText ?? ''}"`);
  }
  if (referenceText !== undefined && !REFERENCE.test(referenceText)) {
    throw new UsageError(`reference must be 1-100 letters, digits or . : _ -, got "${referenceText}"`);
  }
  // Without one, each run is its own credit.
  const reference = `admin:${referenceText ?? `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`}`;
  return { telegramId, amountMicro, reference };
}

/** Credits a player from house:bankroll (reason admin_credit); returns the line to print. */
export async function creditPlayer(db: Db, { telegramId, amountMicro, reference }: CreditArgs): Promise<string> {
  const player = await findUserByTelegramId(db, telegramId);
  if (!player) throw new UsageError(`No player with Telegram id ${telegramId} (a player appears after their first visit)`);
  const posting = await db.transaction(async (tx) => {
    const posted = await postTransfer(tx, { from: 'house:bankroll', to: playerAccount(player.id), amountMicro, reason: 'admin_credit', reference });
    await failpoint('admin-credit:transferred');
    return posted;
  });
  await failpoint('admin-credit:committed');
  if (posting.status === 'duplicate') throw new UsageError(`The credit ${reference} was already posted; nothing changed`);
  if (posting.status !== 'posted') throw new Error('the credit was refused');
  return `Credited ${formatUsdt(amountMicro)} USDT to ${telegramId}; balance now ${formatUsdt(posting.toBalanceMicro ?? 0n)} USDT`;
}

export interface Reconciliation {
  ok: boolean;
  lines: string[];
}

/** `npm run admin -- reconcile` (server/books/reconciliation.ts), as lines to print; any difference: ok false, exit status 1. */
export async function reconcile(db: Db, onChain?: () => Promise<OnChainUsdt>): Promise<Reconciliation> {
  const result = await reconcileBooks(db, onChain);
  const lines = [`Sum over all accounts: ${formatUsdt(result.sumMicro)} USDT (must be 0)`];
  for (const m of result.mismatches) {
    lines.push(`Account ${m.account}: balance ${formatUsdt(m.balanceMicro)} USDT, transfers ${formatUsdt(m.transfersMicro)} USDT`);
  }
  const chain = result.hotWallet;
  if (chain) {
    if (chain.hotWalletMicro !== null) lines.push(`Deposit wallet ${formatUsdt(chain.depositWalletMicro)} USDT, hot wallet ${formatUsdt(chain.hotWalletMicro)} USDT`);
    lines.push(`On chain ${formatUsdt(chain.onChainMicro)} USDT, books ${formatUsdt(chain.booksMicro)} USDT (of which unattributed ${formatUsdt(chain.unattributedMicro)} USDT)`);
    if (chain.sendingMicro > 0n) lines.push(`Being sent ${formatUsdt(chain.sendingMicro)} USDT: the chain may hold that much less until the payout is confirmed`);
  }
  lines.push(result.ok ? 'Books reconciled' : 'DIFFERENCE: the books do not reconcile');
  return { ok: result.ok, lines };
}

/**
 * An operator's decision on a withdrawal awaiting approval: approve hands it to the payout worker,
 * reject refunds the player (one transfer). Anything not awaiting approval is left as it is.
 */
export async function decideWithdrawal(db: Db, action: string | undefined, idText: string | undefined): Promise<string> {
  if (action !== 'approve' && action !== 'reject') throw new UsageError(`withdrawals takes approve or reject, got "${action ?? ''}"`);
  const id = Number(idText);
  if (!idText || !/^\d+$/.test(idText) || !Number.isSafeInteger(id) || id === 0) throw new UsageError(`the withdrawal id must be a positive integer, got "${idText ?? ''}"`);
  const done = action === 'approve' ? await approveWithdrawal(db, id) : await rejectWithdrawal(db, id);
  if (!done) throw new UsageError(`Withdrawal ${id} is not awaiting approval; nothing changed`);
  return `Withdrawal ${id} of ${formatUsdt(done.amountMicro)} USDT: ${done.status}`;
}
