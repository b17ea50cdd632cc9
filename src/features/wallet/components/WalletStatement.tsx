import { useState } from 'react';
import { useT } from '../../../i18n/t';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { StatementLine } from './StatementLine';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Button } from '../../../ui/Button';

type Network = 'mainnet' | 'testnet' | null;

/** One page of the statement; the last one shown offers the next, or a retry when it failed. */
function StatementPage({ page, last, onMore, network }: { page: number; last: boolean; onMore: () => void; network: Network }) {
  const t = useT();
  const transactions = useWalletTransactions(page);
  if (transactions.isError && !transactions.data) {
    return (
      <ErrorCard message={t('history.loadMoreFailed')} retry={{ label: t('friends.retry'), onRetry: () => void transactions.refetch() }} />
    );
  }
  const lines = transactions.data?.data ?? [];
  return (
    <>
      {lines.length > 0 ? (
        <ul className="wallet-lines">
          {lines.map((line) => (
            <StatementLine key={line.id} line={line} network={network} />
          ))}
        </ul>
      ) : transactions.data && page === 1 ? (
        <p className="muted">{t('wallet.noTransactions')}</p>
      ) : null}
      {last && transactions.data?.hasNext ? (
        <Button onClick={onMore}>
          {t('history.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The wallet's history: deposits, referral payouts, withdrawals with their status and refunds,
 * newest first, 20 more at a time (none: an empty card). withdrawal_update refetches it live.
 */
export function WalletStatement({ network = null }: { network?: Network }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  return (
    <section className="card" aria-labelledby="wallet-statement-title">
      <h2 id="wallet-statement-title">{t('history.title')}</h2>
      {Array.from({ length: pages }, (_, i) => (
        <StatementPage key={i + 1} page={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} network={network} />
      ))}
    </section>
  );
}
