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

/**
 * One statement line: what and when; a withdrawal also says where it is in words (a refund and
 * an approval wait explained) and, once sent, links its transaction.
 */
export function StatementLine({ line, network }: { line: WalletTransaction; network: 'mainnet' | 'testnet' | null }) {
  const t = useT();
  const text = t(LINE[line.kind], { amount: displayUsdt(line.amount), date: formatDateTime(line.createdAt) });
  if (line.status === 'credited') return <li>{text}</li>;
  return (
    <li>
      {text}
      <br />
      <span className="muted">{t(`wallet.status.${line.status}`)}</span>
      {line.status === 'sent' && line.txHash ? (
        <>
          {' '}
          <a href={explorerUrl(line.txHash, network)} target="_blank" rel="noopener noreferrer">
            {t('wallet.txLink')}
          </a>
        </>
      ) : null}
    </li>
  );
}
