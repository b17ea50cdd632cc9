/**
 * The statement a player downloads (docs/payments.md, "CSV statement"): one line per transfer of
 * their money, the kind and the status in words, the amount signed and the balance after it, as
 * RFC 4180 (CRLF, quoted where needed) in UTF-8 with a byte order mark, so a spreadsheet app
 * opens it with the right characters instead of guessing a code page.
 */
import { formatUsdt } from '../../src/contract/money';
import type { TransferReason } from '../../src/contract/money-records';
import type { WithdrawalStatus } from '../../src/contract/withdrawal-statuses';
import type { StatementRow } from './statement-repository';

const KINDS: Record<TransferReason, string> = {
  demo_credit: 'Demo credit',
  admin_credit: 'Operator credit',
  stake: 'Stake',
  payout: 'Win',
  referral_withdraw: 'Referral payout',
  deposit: 'Deposit',
  migration: 'Balance carried over',
  withdrawal: 'Withdrawal',
  withdrawal_sent: 'Withdrawal sent',
  withdrawal_refund: 'Withdrawal refund',
  adjustment: 'Balance adjustment',
};

const WITHDRAWAL_STATUS: Record<WithdrawalStatus, string> = {
  pending: 'Waiting to be sent',
  awaiting_approval: 'Waiting for approval',
  sending: 'Being sent',
  sent: 'Sent',
  failed_refunded: 'Failed; refunded',
  rejected_refunded: 'Rejected; refunded',
};

/** A transfer is done once it is in the books; a withdrawal's line says where the withdrawal is now. */
function status(row: StatementRow): string {
  if (row.reason !== 'withdrawal' || !row.withdrawal) return 'Done';
  const { status: now, rejectReason } = row.withdrawal;
  return now === 'rejected_refunded' && rejectReason ? `Rejected: ${rejectReason}; refunded` : WITHDRAWAL_STATUS[now];
}

const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export const STATEMENT_CSV_HEADER = 'date,kind,amount_usdt,balance_after_usdt,status,reference,tx_hash';

export function statementCsv(rows: StatementRow[]): string {
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      KINDS[row.reason as TransferReason] ?? row.reason,
      formatUsdt(row.amountMicro),
      formatUsdt(row.balanceAfterMicro),
      status(row),
      row.reference,
      row.txHash ?? '',
    ]
      .map(field)
      .join(','),
  );
  return `\uFEFF${[STATEMENT_CSV_HEADER, ...lines].join('\r\n')}\r\n`;
}
