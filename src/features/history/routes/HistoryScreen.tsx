import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useHistory } from '../api/get-history';
import { HistoryList } from '../components/HistoryList';
import { HistorySkeleton } from '../components/HistorySkeleton';
import { useInitialPages } from '../use-initial-pages';
import '../history.css';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Card } from '../../../ui/Card';

/** The order history: up to 5 pages of 20, newest first, loading more as the end comes into view. */
export default function HistoryScreen() {
  const t = useT();
  const history = useHistory();
  useInitialPages(history);

  let content;
  if (history.isPending) content = <HistorySkeleton />;
  else if (history.isError && !history.data) {
    content = (
      <ErrorCard message={t('history.error')} retry={{ label: t('common.retry'), onRetry: () => void history.refetch() }} />
    );
  } else if (history.data.pages[0]?.data.length === 0) {
    content = (
      <Card>
        <p>{t('history.empty')}</p>
        <PreloadLink to="/" className="button">
          {t('history.playLink')}
        </PreloadLink>
      </Card>
    );
  } else {
    content = (
      <HistoryList
        pages={history.data.pages}
        hasNextPage={history.hasNextPage}
        isFetchingNextPage={history.isFetchingNextPage}
        failed={history.isFetchNextPageError}
        fetchNextPage={history.fetchNextPage}
      />
    );
  }

  return (
    <>
      <h1>{t('history.title')}</h1>
      {content}
    </>
  );
}
