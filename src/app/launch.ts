/**
 * What main.tsx does before the first render: read Telegram's launch params and strip them from
 * the URL (the path router must never see them), pick the credentials and the default language,
 * and start exchanging a Telegram login redirect (#tgAuthResult) for a token.
 */
import type { LanguageCode } from '../contract/languages';
import type { LoginProblem } from '../features/auth/components/LoginScreen';
import { setTelegramAuthorization } from '../lib/session/credentials';
import { exchangeSession } from '../lib/session-api/exchange-session';
import { captureReferral } from '../lib/session/referral';
import { initialLanguage } from '../settings/language';
import { authorizationFromLaunch } from '../telegram/init-data-header';
import { readLaunchParams, stripLaunchParamsFromHash, type LaunchParams } from '../telegram/launch-params';
import { hasWebviewProxy, telegramWindow } from '../telegram/environment';
import { getBridge } from '../telegram/bridge';
import { initWebApp } from '../telegram/current-web-app';
import { followSafeArea } from '../telegram/safe-area';

export interface Launch {
  launchParams: LaunchParams;
  /** The login exchange's outcome (null: done, or there was none); the session waits for it. */
  login: Promise<LoginProblem | null>;
  /** The language when none is stored: the Telegram user's language_code if supported, else en. */
  language: LanguageCode;
}

/**
 * A Telegram login redirect (#tgAuthResult=..., players in a browser) is rare, so the code that
 * exchanges it for a token is its own chunk, loaded only then (initial JS budget, docs/performance.md).
 * The pattern is login-result.ts's takeLoginResult.
 */
function startLoginExchange(win: Window): Promise<LoginProblem | null> {
  if (!/(?:^#|&)tgAuthResult=/.test(win.location.hash)) return Promise.resolve(null);
  return import('./login-exchange').then(
    (module) => module.exchangeLogin(win),
    (error: unknown) => ({ code: 'login_failed', message: error instanceof Error ? error.message : '' }),
  );
}

export function prepareLaunch(win: Window = window): Launch {
  const launchParams = readLaunchParams(win);
  stripLaunchParamsFromHash(win);
  captureReferral(win.location.search);
  // Before the first render, so the first frame already keeps clear of the notch (8.0+).
  followSafeArea(initWebApp(launchParams), getBridge());
  const language = initialLanguage(launchParams.initData?.user?.language_code);
  const authorization = authorizationFromLaunch(launchParams);
  if (!authorization || hasWebviewProxy(telegramWindow())) {
    adoptLaunchAuthorization(authorization);
    return { launchParams, login: startLoginExchange(win), language };
  }
  // Framed: the launch data counts only once the parent has answered as Telegram Web
  // (launch-trust.ts); until then the session gate waits, so nothing calls the API without it.
  // Its own chunk: most launches come with the mobile proxy (initial JS budget, docs/performance.md).
  const login = import('../telegram/launch-trust')
    .then(
      async (trust) => (await trust.trustFramedLaunch(telegramWindow())) && adoptLaunchAuthorization(authorization),
      // The chunk could not load: the launch data stays unused, the login screen shows.
      () => {},
    )
    .then(() => startLoginExchange(win));
  return { launchParams, login, language };
}

function adoptLaunchAuthorization(authorization: string | null): void {
  setTelegramAuthorization(authorization);
  // Inside Telegram: a session token that outlives the launch data (docs/sessions.md), in parallel
  // with the first render and the me call, which still carries the launch data.
  void exchangeSession();
}
