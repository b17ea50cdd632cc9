import type { WalletSummary } from '../../../contract/api-types';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';

/** How to deposit by hand from a TON wallet: the network, the address and the memo that names this player. */
export function DepositSteps({ wallet }: { wallet: WalletSummary }) {
  const t = useT();
  return (
    <section className="card wallet-deposit" aria-labelledby="wallet-deposit-title">
      <h2 id="wallet-deposit-title">{t('wallet.deposit', { network: wallet.network ?? '' })}</h2>
      <ol className="wallet-steps">
        <li>
          {t('wallet.sendTo', { min: displayUsdt(wallet.minDeposit) })}
          {/* Addresses and memos are Latin whatever the language: copied, never translated. */}
          <code className="wallet-copyable" dir="ltr" aria-label={t('wallet.sendTo', { min: displayUsdt(wallet.minDeposit) })}>
            {wallet.depositAddress}
          </code>
        </li>
        <li>
          {t('wallet.memo')}
          <code className="wallet-copyable" dir="ltr" aria-label={t('wallet.memo')}>
            {wallet.depositMemo}
          </code>
        </li>
      </ol>
    </section>
  );
}
