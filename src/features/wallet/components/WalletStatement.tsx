import { useState } from 'react';
import { displayUsdt } from '../../../i18n/format-amount';
import { formatDateTime } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { useWalletTransactions } from '../api/get-wallet-transactions';

/** One page of the statement; the last one shown offers the next, or a retry when it failed. */
function StatementPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const t = useT();
  const transactions = useWalletTransactions(page);
  if (transactions.isError && !transactions.data) {
    return (
      <div role="alert">
        <p>{t('history.loadMoreFailed')}</p>
        <button type="button" className="button" onClick={() => void transactions.refetch()}>
          {t('friends.retry')}
        </button>
      </div>
    );
  }
  const lines = transactions.data?.data ?? [];
  return (
    <>
      {lines.length > 0 ? (
        <ul className="wallet-lines">
          {lines.map((line) => (
            <li key={line.id}>
              {/* One message per kind; credited is the only status these kinds have yet, so the line leaves it unsaid. */}
              {t(line.kind === 'deposit' ? 'wallet.lineDeposit' : 'wallet.lineReferral', { amount: displayUsdt(line.amount), date: formatDateTime(line.createdAt) })}
            </li>
          ))}
        </ul>
      ) : null}
      {last && transactions.data?.hasNext ? (
        <button type="button" className="button" onClick={onMore}>
          {t('history.loadMore')}
        </button>
      ) : null}
    </>
  );
}

/** The wallet's history: deposits and referral payouts, newest first, 20 more at a time (none: an empty card). */
export function WalletStatement() {
  const t = useT();
  const [pages, setPages] = useState(1);
  return (
    <section className="card" aria-labelledby="wallet-statement-title">
      <h2 id="wallet-statement-title">{t('history.title')}</h2>
      {Array.from({ length: pages }, (_, i) => (
        <StatementPage key={i + 1} page={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </section>
  );
}
