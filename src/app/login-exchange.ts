/** Exchanges a Telegram login redirect (#tgAuthResult) for a token; launch.ts loads it only then. */
import { LOGIN_STATE_MISMATCH, PROFILE_ERROR_CODES } from '../contract/auth-errors';
import { loginAndStoreToken } from '../features/auth/api/telegram-login';
import type { LoginProblem } from '../features/auth/components/LoginScreen';
import { takeLoginResult } from '../features/auth/login-result';
import { consumeLoginState } from '../features/auth/login-state';
import { isApiError } from '../lib/api-error';

const PROFILE_CODES: ReadonlySet<string> = new Set(PROFILE_ERROR_CODES);

export async function exchangeLogin(win: Window): Promise<LoginProblem | null> {
  const redirect = takeLoginResult(win);
  if (!redirect) return null;
  // Checked first and used up whatever the result: a payload this tab did not ask for is never sent.
  if (!consumeLoginState(redirect.state, win)) return { code: LOGIN_STATE_MISMATCH, message: '' };
  const { result } = redirect;
  if ('invalid' in result) return { code: 'login_failed', message: '' };
  try {
    await loginAndStoreToken(result.payload);
    return null;
  } catch (error) {
    if (isApiError(error)) return { code: PROFILE_CODES.has(error.code) ? error.code : 'login_failed', message: error.message };
    return { code: 'login_failed', message: error instanceof Error ? error.message : '' };
  }
}
