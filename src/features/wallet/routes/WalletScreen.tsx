import { lazy, Suspense } from 'react';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { useWallet } from '../api/get-wallet';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { DepositTabs } from '../components/DepositTabs';
import { HeldFunds } from '../components/HeldFunds';
import { StatementExport } from '../components/StatementExport';
import { TermsStep } from '../components/TermsStep';
import { WalletStatement } from '../components/WalletStatement';
import { WithdrawForm } from '../components/WithdrawForm';
import { ErrorCard } from '../../../ui/ErrorCard';

// TON Connect is large: its own chunk, loaded only when this server takes deposits.
const TonConnectDeposit = lazy(() => import('../components/TonConnectDeposit'));
// The manual tab carries the QR encoder: its own chunk, loaded when the tab is opened.
const DepositSteps = lazy(() => import('../components/DepositSteps'));

/** The wallet (docs/payments.md): the balance, how to deposit USDT on TON, and the statement. */
export default function WalletScreen() {
  const t = useT();
  const wallet = useWallet();
  const summary = wallet.data;
  return (
    <div className="screen-stack">
      <h1>{t('wallet.title')}</h1>
      {wallet.isError && !summary ? (
        <ErrorCard message={t('history.loadMoreFailed')} retry={{ label: t('friends.retry'), onRetry: () => void wallet.refetch() }} />
      ) : null}
      {summary ? (
        <>
          <section className="card" aria-label={t('profile.balance')}>
            <p className="muted">{t('profile.balance')}</p>
            <p className="wallet-balance">{t('profile.balanceValue', { amount: displayUsdt(summary.balance) })}</p>
          </section>
          {summary.payments ? <HeldFunds held={summary.held} returning={summary.heldReturning} canWithdraw={summary.boundAddress !== null} /> : null}
          {summary.payments && !summary.termsAccepted ? (
            <>
              <TermsStep />
              <WithdrawForm wallet={summary} />
            </>
          ) : summary.payments ? (
            <>
              <section className="card" aria-label={t('wallet.depositButton')}>
                <DepositTabs
                  connected={
                    <Suspense fallback={null}>
                      <TonConnectDeposit wallet={summary} />
                    </Suspense>
                  }
                  manual={
                    <Suspense fallback={null}>
                      <DepositSteps wallet={summary} />
                    </Suspense>
                  }
                />
                <p className="muted">
                  <PreloadLink to="/profile/protection">{t('wallet.limitOffer')}</PreloadLink>
                </p>
              </section>
              <WithdrawForm wallet={summary} />
            </>
          ) : (
            <p className="card">{t('apiError.paymentsOff')}</p>
          )}
        </>
      ) : null}
      <WalletStatement network={summary?.network ?? null} />
      <StatementExport />
    </div>
  );
}
