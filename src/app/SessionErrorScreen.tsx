import { useT } from '../i18n/t';
import { Button } from '../ui/Button';

/** The me call failed for a reason other than the credentials (offline, server down) after its retries. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="column">
      <section className="error-screen" role="alert">
        <h1 className="error-screen__title">{t('session.error.title')}</h1>
        <Button onClick={onRetry}>
          {t('session.error.retry')}
        </Button>
      </section>
    </div>
  );
}
