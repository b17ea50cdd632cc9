import { useT } from '../i18n/t';

/** Shown while a screen's chunk loads; quiet, since on a warm cache it only flashes. */
export function ScreenFallback() {
  const t = useT();
  return (
    // <output> is a polite live region: screen readers hear that something is loading.
    <output className="screen-fallback">{t('screen.loading')}</output>
  );
}
