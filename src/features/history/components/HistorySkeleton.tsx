import { useT } from '../../../i18n/t';

const ROWS = [0, 1, 2, 3, 4];

/** Placeholder rows while the first pages load: the layout is there at once, not a blank screen. */
export function HistorySkeleton() {
  const t = useT();
  return (
    <ul className="history-list" aria-busy="true" aria-label={t('screen.loading')}>
      {ROWS.map((row) => (
        <li key={row} className="history-item skeleton" />
      ))}
    </ul>
  );
}
