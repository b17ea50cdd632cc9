import type { WalletTransaction } from '../../../contract/api-types';
import { displayUsdt } from '../../../i18n/format-amount';
import { formatDateTime } from '../../../i18n/format-date';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/t';
import { explorerUrl } from '../explorer-url';

const LINE: Record<WalletTransaction['kind'], MessageId> = {
  deposit: 'wallet.lineDeposit',
  referral_payout: 'wallet.lineReferral',
  withdrawal: 'wallet.lineWithdrawal',
  referral_withdrawal: 'wallet.lineReferralWithdrawal',
  withdrawal_refund: 'wallet.lineRefund',
  adjustment: 'wallet.lineAdjustment',
};

/** Which way a line moved the game balance; a referral payout sent to the wallet never touched it. */
function direction(line: WalletTransaction): 'in' | 'out' | null {
  if (line.kind === 'referral_withdrawal') return null;
  if (line.kind === 'withdrawal') return 'out';
  if (line.kind === 'adjustment') return line.amount.startsWith('-') ? 'out' : 'in';
  return 'in';
}

/**
 * The amount signed for the balance, the sign and digits in a left-to-right isolate (U+2066 …
 * U+2069) so right-to-left text keeps the minus in front of the number.
 */
function signedAmount(line: WalletTransaction, way: 'in' | 'out' | null): string {
  const amount = displayUsdt(line.amount.replace(/^-/, ''));
  return way === null ? amount : `\u2066${way === 'in' ? '+' : '\u2212'}${amount}\u2069`;
}

/**
 * One statement line: what, signed and coloured by the way it moved the balance, and when; a
 * withdrawal also says where it is in words (a refund and an approval wait explained), an
 * operator's reason when one rejected it and, once sent, links its transaction. Each line that
 * touched the balance ends with the balance after it (the server's figure, as in the CSV).
 */
export function StatementLine({ line, network }: { line: WalletTransaction; network: 'mainnet' | 'testnet' | null }) {
  const t = useT();
  const way = direction(line);
  const text = t(LINE[line.kind], { amount: signedAmount(line, way), date: formatDateTime(line.createdAt) });
  const className = way ? `wallet-line wallet-line--${way}` : 'wallet-line';
  const balance = line.balanceAfter === null ? null : <span className="wallet-line-detail muted">{t('wallet.balanceAfter', { amount: displayUsdt(line.balanceAfter) })}</span>;
  if (line.status === 'credited') {
    return (
      <li className={className}>
        {text}
        {balance}
      </li>
    );
  }
  return (
    <li className={className}>
      {text}
      <span className="wallet-line-detail muted">
        {t(`wallet.status.${line.status}`)}
        {line.status === 'sent' && line.txHash ? (
          <>
            {' '}
            <a href={explorerUrl(line.txHash, network)} target="_blank" rel="noopener noreferrer">
              {t('wallet.txLink')}
            </a>
          </>
        ) : null}
      </span>
      {line.rejectReason ? <span className="wallet-line-detail">{t('wallet.rejectReason', { reason: line.rejectReason })}</span> : null}
      {balance}
    </li>
  );
}
