import type { Db, Queryable } from '../db/db';
import type { OnChainUsdt } from '../ton/on-chain-usdt';
import { checkBooks, type AccountMismatch } from './books-check';
import { balanceOf } from './transfer-repository';

export interface OnChainReconciliation {
  /** The deposit wallet's USDT plus the hot wallet's. */
  onChainMicro: bigint;
  depositWalletMicro: bigint;
  /** null: no hot wallet configured. */
  hotWalletMicro: bigint | null;
  booksMicro: bigint;
  unattributedMicro: bigint;
  /** Withdrawals being sent: they may have left the chain before the indexer confirms them. */
  sendingMicro: bigint;
  ok: boolean;
}

export interface ReconciliationResult {
  ok: boolean;
  sumMicro: bigint;
  mismatches: AccountMismatch[];
  /** null without an on-chain reading (payments off). */
  hotWallet: OnChainReconciliation | null;
}

const sumOf = async (tx: Queryable, sql: string) => (await tx.query<{ total: bigint }>(sql))[0]?.total ?? 0n;

/**
 * The books balance (zero sum, every account equal to its transfers) and, when `onChain` is given,
 * the USDT our wallets hold on chain (deposit wallet + hot wallet) equals what the books say came in
 * and has not gone out (minus house:deposits, plus deposits no player account holds: unattributed
 * ones, those being refunded and those held over a limit, which the chain holds until they leave or
 * are credited). A withdrawal being sent may already
 * have left the hot wallet before the indexer confirms it, so the chain may also hold exactly that
 * much less. `npm run admin -- reconcile` and the back office's reconciliation both read this.
 */
export async function reconcileBooks(db: Db, onChain?: () => Promise<OnChainUsdt>): Promise<ReconciliationResult> {
  const { books, deposits, unattributed, sending } = await db.transaction(async (tx) => ({
    books: await checkBooks(tx),
    deposits: await balanceOf(tx, 'house:deposits'),
    unattributed: await sumOf(tx, "SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM deposits WHERE status IN ('unattributed', 'refunding', 'held')"),
    sending: await sumOf(tx, "SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM withdrawals WHERE status = 'sending'"),
  }));
  let ok = books.sumMicro === 0n && books.mismatches.length === 0;
  let hotWallet: OnChainReconciliation | null = null;
  if (onChain) {
    const { depositWalletMicro, hotWalletMicro } = await onChain();
    const chain = depositWalletMicro + (hotWalletMicro ?? 0n);
    const held = -deposits + unattributed;
    const chainOk = chain === held || chain === held - sending;
    hotWallet = { onChainMicro: chain, depositWalletMicro, hotWalletMicro, booksMicro: held, unattributedMicro: unattributed, sendingMicro: sending, ok: chainOk };
    ok &&= chainOk;
  }
  return { ok, sumMicro: books.sumMicro, mismatches: books.mismatches, hotWallet };
}
