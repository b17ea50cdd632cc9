import type { WalletSummary } from '../../../contract/api-types';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { AddressChip } from '../../../ui/AddressChip';
import { transferLink } from '../ton/transfer-link';
import { DepositQr } from './DepositQr';

/**
 * "Send manually" (its own chunk, with the QR encoder): the network, the address and the comment
 * that names this player, each with Copy, a QR code a wallet app scans, and the plain warning that
 * the comment is required (a deposit without it reaches nobody's balance).
 */
export default function DepositSteps({ wallet }: { wallet: WalletSummary }) {
  const t = useT();
  const address = wallet.depositAddress ?? '';
  const memo = wallet.depositMemo ?? '';
  return (
    <section className="wallet-deposit" aria-labelledby="wallet-deposit-title">
      <h2 id="wallet-deposit-title">{t('wallet.deposit', { network: wallet.network ?? '' })}</h2>
      <p className="wallet-warning" role="note">
        {t('wallet.memoWarning')}
      </p>
      <ol className="wallet-steps">
        <li>
          {t('wallet.sendTo', { min: displayUsdt(wallet.minDeposit) })}
          {/* Addresses and memos are Latin whatever the language: copied, never translated. */}
          <span className="wallet-copyable" aria-label={t('wallet.sendTo', { min: displayUsdt(wallet.minDeposit) })}>
            <AddressChip address={address} copyLabel={t('wallet.copyAddress')} full />
          </span>
        </li>
        <li>
          {t('wallet.memo')}
          <span className="wallet-copyable" aria-label={t('wallet.memo')}>
            <AddressChip address={memo} copyLabel={t('wallet.copyMemo')} full />
          </span>
        </li>
      </ol>
      {address && memo ? <DepositQr link={transferLink(address, wallet.usdtMaster, memo)} label={t('wallet.qr')} /> : null}
    </section>
  );
}
