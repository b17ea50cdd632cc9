/**
 * What main.tsx does before the first render: read Telegram's launch params and strip them from
 * the URL (the path router must never see them), pick the credentials and the default language,
 * and start exchanging a Telegram login redirect (#tgAuthResult) for a token.
 */
import { loginAndStoreToken } from '../features/auth/api/telegram-login';
import type { LoginProblem } from '../features/auth/components/LoginScreen';
import { takeLoginResult } from '../features/auth/login-result';
import { isApiError } from '../lib/api-error';
import { setTelegramAuthorization } from '../lib/session/credentials';
import { captureReferral } from '../lib/session/referral';
import type { LanguageCode } from '../contract/languages';
import { initialLanguage } from '../settings/language';
import { authorizationFromLaunch } from '../telegram/init-data-header';
import { readLaunchParams, stripLaunchParamsFromHash, type LaunchParams } from '../telegram/launch-params';
import { initWebApp } from './telegram-app';

export interface Launch {
  launchParams: LaunchParams;
  /** The login exchange's outcome (null: done, or there was none); the session waits for it. */
  login: Promise<LoginProblem | null>;
  /** The language when none is stored: the Telegram user's language_code if supported, else en. */
  language: LanguageCode;
}

async function exchangeLogin(win: Window): Promise<LoginProblem | null> {
  const result = takeLoginResult(win);
  if (!result) return null;
  if ('invalid' in result) return { code: 'login_failed', message: '' };
  try {
    await loginAndStoreToken(result.payload);
    return null;
  } catch (error) {
    if (isApiError(error)) return { code: 'login_failed', message: error.message };
    return { code: 'login_failed', message: error instanceof Error ? error.message : '' };
  }
}

export function prepareLaunch(win: Window = window): Launch {
  const launchParams = readLaunchParams(win);
  stripLaunchParamsFromHash(win);
  captureReferral(win.location.search);
  initWebApp(launchParams);
  setTelegramAuthorization(authorizationFromLaunch(launchParams));
  const language = initialLanguage(launchParams.initData?.user?.language_code);
  return { launchParams, login: exchangeLogin(win), language };
}
