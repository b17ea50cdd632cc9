import { useT } from '../i18n/t';
import { reloadPage } from './reload-page';
import { Button } from '../ui/Button';
import { ErrorScreen } from './ErrorScreen';

/**
 * The default error screen for route errors (docs/product.md section 2 and 8). The usual cause is a screen
 * chunk that failed to load (offline, or a deploy replaced it); a reload fetches the current build.
 */
export function RouteErrorScreen() {
  const t = useT();
  return (
    <ErrorScreen title={t('error.route.title')}>
      <Button onClick={reloadPage}>{t('error.route.retry')}</Button>
    </ErrorScreen>
  );
}
