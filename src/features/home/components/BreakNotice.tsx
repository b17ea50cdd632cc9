import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { useProtection } from '../api/get-protection';

/** "On a break until <date>" on home while a time-out or self-exclusion runs (the longer one). */
export function BreakNotice() {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const view = useProtection().data;
  if (view?.excludedUntil) return <p className="card">{t('protection.excludedUntil', { date: formatDateTime(view.excludedUntil) })}</p>;
  if (view?.timeoutUntil) return <p className="card">{t('protection.timedOutUntil', { date: formatDateTime(view.timeoutUntil) })}</p>;
  return null;
}
