import { useEffect, useRef } from 'react';
import type { HistoryPage } from '../../../contract/api-types';
import { useT } from '../../../i18n/t';
import { snapshotReady } from '../../../lib/screen-snapshot-ready';
import { useInView } from '../../../lib/use-in-view';
import { HistoryItem } from './HistoryItem';
import { Button } from '../../../ui/Button';

/**
 * The loaded entries, then the way to more: the sentinel loads the next page as the end of the
 * list nears the viewport; the button does the same for a tap, a keyboard, or no IntersectionObserver.
 */
export function HistoryList({
  pages,
  hasNextPage,
  isFetchingNextPage,
  failed,
  fetchNextPage,
}: {
  pages: HistoryPage[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last fetch failed: no automatic retry loop while the sentinel stays in view; the button retries. */
  failed: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useInView(sentinel);

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !failed) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, failed, fetchNextPage]);

  return (
    <>
      {/* The list is the history's look kept for the next start (lib/screen-snapshot-ready.ts). */}
      <ul className="history-list" aria-label={t('history.title')} {...snapshotReady}>
        {pages.flatMap((page) => page.data).map((entry) => (
          <HistoryItem key={entry.orderId} entry={entry} />
        ))}
      </ul>
      <div ref={sentinel} className="history-end">
        {hasNextPage ? (
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('screen.loading') : failed ? t('history.loadMoreFailed') : t('history.loadMore')}
          </Button>
        ) : (
          <p className="muted">{t('history.end')}</p>
        )}
      </div>
    </>
  );
}
