import type { Db } from '../db/db';
import { checkBooks, type AccountMismatch } from './books-check';
import { balanceOf } from './transfer-repository';

export interface ReconciliationResult {
  ok: boolean;
  sumMicro: bigint;
  mismatches: AccountMismatch[];
  /** null without an on-chain reading (payments off). */
  hotWallet: { onChainMicro: bigint; booksMicro: bigint; unattributedMicro: bigint; ok: boolean } | null;
}

/**
 * The books balance (zero sum, every account equal to its transfers) and, when `onChainMicro`
 * is given, what the chain says our USDT wallet holds equals what the books say came in and has
 * not gone out (minus house:deposits, plus deposits no player holds: unattributed ones and those
 * being refunded, which the chain holds until they leave). `npm run admin -- reconcile` and the
 * back office's reconciliation both read this.
 */
export async function reconcileBooks(db: Db, onChainMicro?: () => Promise<bigint>): Promise<ReconciliationResult> {
  const { books, deposits, unattributed } = await db.transaction(async (tx) => ({
    books: await checkBooks(tx),
    deposits: await balanceOf(tx, 'house:deposits'),
    unattributed:
      (await tx.query<{ total: bigint }>("SELECT COALESCE(sum(amount_micro), 0)::bigint AS total FROM deposits WHERE status IN ('unattributed', 'refunding')"))[0]?.total ?? 0n,
  }));
  let ok = books.sumMicro === 0n && books.mismatches.length === 0;
  let hotWallet: ReconciliationResult['hotWallet'] = null;
  if (onChainMicro) {
    const chain = await onChainMicro();
    const held = -deposits + unattributed;
    hotWallet = { onChainMicro: chain, booksMicro: held, unattributedMicro: unattributed, ok: chain === held };
    ok &&= hotWallet.ok;
  }
  return { ok, sumMicro: books.sumMicro, mismatches: books.mismatches, hotWallet };
}
