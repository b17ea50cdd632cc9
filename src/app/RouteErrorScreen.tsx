import { useT } from '../i18n/t';
import { reloadPage } from './reload-page';
import { Button } from '../ui/Button';

/**
 * The default error screen for route errors (docs/product.md section 2 and 8). The usual cause is a screen
 * chunk that failed to load (offline, or a deploy replaced it); a reload fetches the current build.
 */
export function RouteErrorScreen() {
  const t = useT();
  return (
    <section className="error-screen" role="alert">
      <h1 className="error-screen__title">{t('error.route.title')}</h1>
      <Button onClick={reloadPage}>
        {t('error.route.retry')}
      </Button>
    </section>
  );
}
