import { useT } from '../i18n/t';
import { useOnline } from '../lib/use-online';
import './offline-banner.css';

/**
 * Shown while the device is offline (docs/offline.md). Nothing else needs doing: TanStack Query pauses
 * fetching offline and resumes by itself, and the screens show the persisted data meanwhile.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    // <output> is a live region (role status): screen readers announce going offline.
    <output className="offline-banner">{t('offline.banner')}</output>
  );
}
