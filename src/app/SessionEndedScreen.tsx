import { lazy, useState } from 'react';
import type { MessageId } from '../i18n/messages/en';
import { withScreenTexts } from '../i18n/store';
import { useT } from '../i18n/t';
import { getWebApp } from '../telegram/current-web-app';
import { Button } from '../ui/Button';
import { ErrorScreen } from './ErrorScreen';

const LoginScreen = lazy(() => withScreenTexts(() => import('../features/auth/components/LoginScreen')).then((m) => ({ default: m.LoginScreen })));

/**
 * The one screen for a session that ended while the app was open (docs/sessions.md): every
 * credential was refused (401) or the player logged out. It takes the place of the app without
 * navigating, so the route stays in the address. Inside Telegram, reopening means closing the app
 * (the player opens it again, with fresh launch data); in a browser, logging in again. Inside
 * Telegram it is also the answer to a first me call refused (expired or forged launch data),
 * with the reason (`reason`: the error code).
 */
/** Why Telegram's launch data was refused, in the player's words (never the server's English). */
function telegramReason(code: string | undefined): MessageId {
  if (code === 'auth_expired') return 'login.problem.expired';
  if (code === 'hash_mismatch' || code === 'init_data_invalid' || code === 'bad_init_data_encoding' || code === 'auth_date_in_future') return 'login.problem.invalid';
  return 'session.ended.telegram';
}

export function SessionEndedScreen({ inTelegram, reason }: { inTelegram: boolean; reason?: string }) {
  const t = useT();
  const [loggingIn, setLoggingIn] = useState(false);
  if (loggingIn) return <LoginScreen />;
  return (
    <div className="column">
      <main className="column__main">
        <ErrorScreen title={t('session.ended.title')}>
          <p>{t(inTelegram ? telegramReason(reason) : 'session.ended.browser')}</p>
          <Button onClick={() => (inTelegram ? getWebApp().close() : setLoggingIn(true))}>
            {t(inTelegram ? 'session.ended.reopen' : 'session.ended.login')}
          </Button>
        </ErrorScreen>
      </main>
    </div>
  );
}
