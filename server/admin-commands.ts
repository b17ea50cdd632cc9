/**
 * The CLI's commands (server/admin.ts). Every money command acts as a configured operator through
 * the console's own functions, approvals and audit entries (docs/back-office.md, "The command line").
 */
import type { AdminWithdrawalRow } from '../src/contract/admin-players';
import { formatUsdt, parseUsdt } from '../src/contract/money';
import type { Db } from './db/db';
import type { OnChainUsdt } from './ton/on-chain-usdt';
import { failpoint } from './failpoint/failpoint';
import { reconcileBooks } from './books/reconciliation';
import { findUserByTelegramId } from './users/user-repository';
import type { AdminDeps } from './admin/admin-deps';
import { approveAdjustment, rejectAdjustment } from './admin/adjust-balance';
import { verifyAuditChain } from './admin/audit-chain';
import type { Acting } from './admin/audit-repository';
import { requireRole, UsageError } from './admin/cli-operator';
import { approveWithdrawalAs, rejectWithdrawalAs } from './admin/decide-withdrawal';
import { requestAdjustment } from './admin/request-adjustment';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- credit <telegramId> <amount USDT, e.g. 25 or 0.5> [reference] --operator <your telegram id>',
  '       npm run admin -- withdrawals approve <withdrawal id> --operator <your telegram id>',
  '       npm run admin -- withdrawals reject <withdrawal id> --reason <text> --operator <your telegram id>',
  '       npm run admin -- adjustments approve <adjustment id> --operator <your telegram id>',
  '       npm run admin -- adjustments reject <adjustment id> --reason <text> --operator <your telegram id>',
  '       npm run admin -- reconcile',
  '       npm run admin -- audit verify',
].join('\n');

export { UsageError };

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

/**
 * Credits a player as the console's adjustment does (server/admin/request-adjustment.ts): the same
 * one-operator bound and second approval, the same audit entry, the reference as its
 * Idempotency-Key (the same reference never credits twice). Returns the line to print.
 */
export async function creditPlayer(deps: AdminDeps, actor: Acting, { telegramId, amountMicro, reference }: CreditArgs): Promise<string> {
  const player = await findUserByTelegramId(deps.db, telegramId);
  if (!player) throw new UsageError(`No player with Telegram id ${telegramId} (a player appears after their first visit)`);
  await requireRole(deps.db, actor, 'finance', 'adjustment.request', `player:${player.id}`, deps.clock());
  const { adjustment, replayed } = await requestAdjustment(deps, actor, { playerId: player.id, amountMicro, reason: `credit ${reference}`, key: reference });
  await failpoint('admin-credit:committed');
  if (replayed) throw new UsageError(`The credit ${reference} was already ${adjustment.status === 'posted' ? 'posted' : `asked for (adjustment ${adjustment.id}, ${adjustment.status})`}; nothing changed`);
  if (adjustment.status === 'awaiting_approval') {
    return `Adjustment ${adjustment.id} of ${adjustment.amount} USDT to ${telegramId} awaits a second operator: npm run admin -- adjustments approve ${adjustment.id} --operator <their telegram id>`;
  }
  return `Credited ${formatUsdt(amountMicro)} USDT to ${telegramId}; balance now ${adjustment.balanceAfter ?? '?'} USDT`;
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

const positiveId = (what: string, idText: string | undefined): number => {
  const id = Number(idText);
  if (!idText || !/^\d+$/.test(idText) || !Number.isSafeInteger(id) || id === 0) throw new UsageError(`the ${what} id must be a positive integer, got "${idText ?? ''}"`);
  return id;
};

/** The console's reject reason: 1-500 characters after trimming. */
const rejectReason = (reason: string | undefined): string => {
  const text = reason?.trim() ?? '';
  if (text.length === 0 || text.length > 500) throw new UsageError('reject needs --reason <text> (1-500 characters)');
  return text;
};

const approvalsLine = (row: AdminWithdrawalRow) => (row.status === 'awaiting_approval' ? ` (${row.approvals.length} of ${row.neededApprovals} approvals)` : '');

/**
 * An operator's decision on a withdrawal, through the console's own functions
 * (server/admin/decide-withdrawal.ts): approve counts one approval (a second operator's is needed
 * above the dual threshold or past what one operator may approve alone), reject refunds the player
 * with a reason; each writes its audit entry.
 */
export async function decideWithdrawal(deps: AdminDeps, actor: Acting, action: string | undefined, idText: string | undefined, reason?: string): Promise<string> {
  if (action !== 'approve' && action !== 'reject') throw new UsageError(`withdrawals takes approve or reject, got "${action ?? ''}"`);
  const id = positiveId('withdrawal', idText);
  const auditAction = action === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject';
  const why = action === 'reject' ? rejectReason(reason) : '';
  await requireRole(deps.db, actor, 'finance', auditAction, `withdrawal:${id}`, deps.clock());
  const row = action === 'approve' ? await approveWithdrawalAs(deps, actor, id) : await rejectWithdrawalAs(deps, actor, id, why);
  return `Withdrawal ${id} of ${row.amount} USDT: ${row.status}${approvalsLine(row)}`;
}

/** A second operator's decision on an adjustment awaiting approval (server/admin/adjust-balance.ts). */
export async function decideAdjustmentCli(deps: AdminDeps, actor: Acting, action: string | undefined, idText: string | undefined, reason?: string): Promise<string> {
  if (action !== 'approve' && action !== 'reject') throw new UsageError(`adjustments takes approve or reject, got "${action ?? ''}"`);
  const id = positiveId('adjustment', idText);
  const why = action === 'reject' ? rejectReason(reason) : '';
  await requireRole(deps.db, actor, 'finance', action === 'approve' ? 'adjustment.approve' : 'adjustment.reject', `adjustment:${id}`, deps.clock());
  const a = action === 'approve' ? await approveAdjustment(deps, actor, id) : await rejectAdjustment(deps, actor, id, why);
  return `Adjustment ${id} of ${a.amount} USDT: ${a.status}${a.balanceAfter === null ? '' : `; balance now ${a.balanceAfter} USDT`}`;
}

/** `npm run admin -- audit verify`: the chain's verdict as lines to print; any break: ok false, exit status 1. */
export async function auditVerify(db: Db): Promise<Reconciliation> {
  const report = await verifyAuditChain(db);
  const lines = [...report.problems, `${report.entries} audit entries checked; the newest hash is ${report.lastHash || '(none)'}`];
  lines.push(report.problems.length === 0 ? 'Audit chain intact' : 'BROKEN: the audit log was changed after it was written');
  return { ok: report.problems.length === 0, lines };
}
