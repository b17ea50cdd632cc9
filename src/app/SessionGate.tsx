import { lazy, use, useDeferredValue, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { withScreenTexts } from '../i18n/store';
import { isApiError } from '../lib/api-error';
import type { RouterContextValue } from '../lib/router-context';
import { clearAuthToken } from '../lib/session/auth-token';
import { credentialKind, credentialsVersion, endedByLogout, sessionEnded, subscribeCredentials } from '../lib/session/credentials';
import { useMe } from '../lib/session-api/get-me';
import type { Launch } from './launch';
import { SessionErrorScreen } from './SessionErrorScreen';
import { startTelegramOnce } from './telegram-app';
import { appConfig } from '../config';

// Its own chunk: most launches are from Telegram and never show it (initial JS budget, docs/performance.md);
// its English texts are the screens' (i18n/messages/en-screens.ts), loaded beside it.
const LoginScreen = lazy(() => withScreenTexts(() => import('../features/auth/components/LoginScreen')).then((m) => ({ default: m.LoginScreen })));
// Likewise: shown only when a session ends while the app is open.
const SessionEndedScreen = lazy(() => withScreenTexts(() => import('./SessionEndedScreen')).then((m) => ({ default: m.SessionEndedScreen })));

/** The spec's build-time flag that skips the me call (previews without a backend). */
const SKIP_ME = appConfig.skipMe;

/**
 * Whatever the gate settles on, Telegram gets its start-up sequence (expand, colours, ready) after
 * that first real paint: ready() removes Telegram's placeholder, so it must not come earlier, and
 * it must come for the login screen too, or Telegram would keep showing its loader.
 */
function Settled({ children }: { children: ReactNode }) {
  useEffect(() => startTelegramOnce(), []);
  return children;
}

/** Notes that the app itself was shown: from then on, a session that ends says so in place. */
function AppShown({ onShown, children }: { onShown: (shown: true) => void; children: ReactNode }) {
  useEffect(() => onShown(true), [onShown]);
  return children;
}

/**
 * docs/product.md section 4: nothing renders until the session is known. Inside Telegram, or with a login
 * token, that is when the me call has answered; without either it is the login screen at once. A
 * 401 of a login token ends at the login screen, with the reason; a 401 of Telegram's launch data
 * (forged or expired) at the session-ended screen, whose Close closes the mini app.
 */
export function SessionGate({ launch, children }: { launch: Launch; children: (session: RouterContextValue) => ReactNode }) {
  // Suspends (renders nothing) while a #tgAuthResult login is being exchanged for a token.
  const loginProblem = use(launch.login);
  // Fixed for this page: clearing a rejected token below must not turn the reason into a blank login.
  const [kind] = useState(credentialKind);
  const me = useMe({ enabled: kind !== 'none' && !SKIP_ME });
  // The app's first render (layout and screen) is the heaviest work of the start. Rendered from a
  // deferred value, React splits it into short tasks instead of one long task in the one in which
  // the me call answers (docs/performance.md, "Near the bar, or left": the longest task).
  const shownUser = useDeferredValue(me.data);
  const rejection = isApiError(me.error, 401) ? me.error : null;
  const rejected = rejection !== null;
  // Every call's 401 drops its credential (lib/session/credentials.ts); with none left, the
  // session has ended: the app gives way to one screen that says so (docs/sessions.md).
  useSyncExternalStore(subscribeCredentials, credentialsVersion);
  const ended = sessionEnded();
  const [appShown, setAppShown] = useState(false);

  useEffect(() => {
    if (rejected && kind === 'token') clearAuthToken();
  }, [rejected, kind]);

  const startParam = launch.launchParams.startParam ?? '';
  let content: ReactNode;
  // After a logout in a browser the way back is the login screen; otherwise one screen says why.
  if (appShown && ended) content = endedByLogout() && kind !== 'telegram' ? <LoginScreen /> : <SessionEndedScreen inTelegram={kind === 'telegram'} />;
  else if (kind === 'none' || loginProblem) content = <LoginScreen problem={loginProblem} />;
  else if (SKIP_ME) content = children({ user: null, startParam });
  // Inside Telegram the browser's login page is the wrong way back: the player
  // closes the mini app and opens it again, which brings fresh launch data.
  else if (rejection && kind === 'telegram') content = <SessionEndedScreen inTelegram reason={rejection.code} />;
  else if (rejection) content = <LoginScreen problem={rejection.body.error} />;
  // The player is known once the me call answered, or from the saved cache (docs/offline.md) while a
  // refetch is paused offline or failed: the app keeps working with what it last saw.
  else if (me.data) {
    if (!shownUser) return null; // for the moment until the deferred render
    content = <AppShown onShown={setAppShown}>{children({ user: shownUser, startParam })}</AppShown>;
  }
  // Offline with nothing saved (a first start of a new build drops the saved cache): say so
  // instead of a blank page; the paused call goes on by itself when the network is back.
  else if (me.isError || me.isPaused) content = <SessionErrorScreen onRetry={() => void me.refetch()} />;
  else return null;
  return <Settled>{content}</Settled>;
}
