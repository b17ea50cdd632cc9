import type { MouseEvent } from 'react';
import type { ApiErrorBody } from '../../../contract/api-types';
import { LOGIN_STATE_MISMATCH, type ProfileErrorCode } from '../../../contract/auth-errors';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/t';
import { beginLoginState } from '../login-state';
import { TELEGRAM_BOT_ID, telegramLoginUrl } from '../telegram-login-url';
import '../login.css';
import { ErrorCard } from '../../../ui/ErrorCard';

export type LoginProblem = ApiErrorBody['error'];

const PROFILE_TEXT: Record<ProfileErrorCode, MessageId> = {
  invalid_user_id: 'login.problem.badProfile',
  invalid_user_name: 'login.problem.badProfile',
  invalid_username: 'login.problem.badProfile',
};

/** Our wording for the server's 401 codes (server/auth/*); the server's own text is shown too. */
const PROBLEM_TEXT: Record<string, MessageId> = {
  ...PROFILE_TEXT,
  [LOGIN_STATE_MISMATCH]: 'login.problem.stateMismatch',
  auth_expired: 'login.problem.expired',
  auth_date_in_future: 'login.problem.invalid',
  hash_mismatch: 'login.problem.invalid',
  init_data_invalid: 'login.problem.invalid',
  bad_init_data_encoding: 'login.problem.invalid',
  token_expired: 'login.problem.tokenExpired',
  invalid_token: 'login.problem.tokenExpired',
  unknown_user: 'login.problem.tokenExpired',
  token_revoked: 'login.problem.tokenExpired',
  token_without_expiry: 'login.problem.tokenExpired',
  login_failed: 'login.problem.loginFailed',
};

/**
 * Shown outside Telegram without a login, and whenever the server rejects the credentials: how to
 * open the app in Telegram, why the launch was refused, and a browser login through Telegram.
 */
export function LoginScreen({ problem }: { problem?: LoginProblem | null }) {
  const t = useT();
  // The one-time state is made at the click, just before leaving for Telegram (login-state.ts).
  const startLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.assign(telegramLoginUrl(TELEGRAM_BOT_ID, window.location.origin, beginLoginState()));
  };
  return (
    <div className="column">
      <main className="column__main login-screen">
        <h1>{t('login.title')}</h1>
        {problem ? (
          <ErrorCard
            className="login-screen__problem"
            message={t(PROBLEM_TEXT[problem.code] ?? 'login.problem.other')}
            detail={problem.message ? t('login.serverSaid', { message: problem.message }) : null}
          />
        ) : null}
        <p>{t('login.howTo')}</p>
        {TELEGRAM_BOT_ID ? (
          <>
            <p className="muted">{t('login.browser')}</p>
            {/* A link (no widget script): it leaves the app and comes back with #tgAuthResult. */}
            <a className="button login-screen__button" href={telegramLoginUrl(TELEGRAM_BOT_ID, window.location.origin)} onClick={startLogin}>
              {t('login.button')}
            </a>
          </>
        ) : null}
      </main>
    </div>
  );
}
