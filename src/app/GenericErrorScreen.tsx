import { useId, useState } from 'react';
import { useT } from '../i18n/t';
import type { ErrorFallbackProps } from './ErrorBoundary';
import { NotFound } from './NotFound';
import { Button } from '../ui/Button';
import { ErrorScreen } from './ErrorScreen';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The last-resort screen around the whole app (docs/product.md section 8): 'Something went wrong!' and a
 * Show/Hide Error toggle revealing the message; with no message it shows the default 'Not Found'.
 */
export function GenericErrorScreen({ error }: ErrorFallbackProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  const message = messageOf(error);
  return (
    <ErrorScreen title={t('error.generic.title')}>
      <Button aria-expanded={shown} aria-controls={detailsId} onClick={() => setShown((value) => !value)}>
        {shown ? t('error.generic.hide') : t('error.generic.show')}
      </Button>
      <div id={detailsId} hidden={!shown} className="error-screen__details">
        {message ? <pre>{message}</pre> : <NotFound />}
      </div>
    </ErrorScreen>
  );
}
