/** Exchanges a Telegram login redirect (#tgAuthResult) for a token; launch.ts loads it only then. */
import { loginAndStoreToken } from '../features/auth/api/telegram-login';
import type { LoginProblem } from '../features/auth/components/LoginScreen';
import { takeLoginResult } from '../features/auth/login-result';
import { isApiError } from '../lib/api-error';

export async function exchangeLogin(win: Window): Promise<LoginProblem | null> {
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
