import { useT } from '../i18n/t';

/** The router's default not-found text (docs/product.md section 8). Unknown paths redirect to `/` instead. */
export function NotFound() {
  const t = useT();
  return <p>{t('error.notFound')}</p>;
}
