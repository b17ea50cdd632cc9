import { useT } from '../i18n/t';
import { Button } from '../ui/Button';
import { ErrorScreen } from './ErrorScreen';

/** The me call failed for a reason other than the credentials (offline, server down) after its retries. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="column">
      <ErrorScreen title={t('session.error.title')}>
        <Button onClick={onRetry}>{t('session.error.retry')}</Button>
      </ErrorScreen>
    </div>
  );
}
