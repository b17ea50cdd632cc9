import type { WalletSummary, WalletTransaction, WithdrawalStatus } from '../../src/contract/api-types';
import { formatUsdt, MIN_DEPOSIT_MICRO } from '../../src/contract/money';
import type { PaymentsConfig } from '../ton/payments-config';
import type { WalletLine } from './statement-repository';

/** Without the terms in force accepted (`protection.termsAccepted`), the summary carries no deposit address and no memo. */
export function toWalletSummary(
  payments: PaymentsConfig | null,
  balanceMicro: bigint,
  depositMemo: string | null,
  boundAddress: string | null,
  protection: { termsAccepted: boolean; heldMicro: bigint },
  heldReturning: { amountMicro: bigint; status: WithdrawalStatus } | null,
): WalletSummary {
  const testOnly = payments?.network === 'testnet';
  const open = payments !== null && protection.termsAccepted;
  return {
    payments: payments !== null,
    balance: formatUsdt(balanceMicro),
    held: formatUsdt(protection.heldMicro),
    termsAccepted: protection.termsAccepted,
    depositAddress: open ? payments.depositAddress.toString({ bounceable: false, testOnly }) : null,
    depositMemo: open ? depositMemo : null,
    usdtMaster: payments ? payments.usdtMaster.toString({ bounceable: true, testOnly }) : null,
    network: payments?.network ?? null,
    minDeposit: formatUsdt(MIN_DEPOSIT_MICRO),
    boundAddress,
    limits: null,
    walletsListUrl: payments?.tonConnect.walletsListUrl ?? null,
    heldReturning: heldReturning ? { amount: formatUsdt(heldReturning.amountMicro), status: heldReturning.status } : null,
  };
}

export function toWalletTransaction(row: WalletLine): WalletTransaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatUsdt(row.amountMicro),
    status: row.status as WalletTransaction['status'],
    createdAt: row.createdAt.toISOString(),
    txHash: row.txHash,
    balanceAfter: row.balanceAfterMicro === null ? null : formatUsdt(row.balanceAfterMicro),
    rejectReason: row.rejectReason,
  };
}
