/** The operator's login: a one-time state from the server, then Telegram's login page. */
import { useState } from 'react';
import { fetchLoginState } from '../api/login-state';
import { rememberState, telegramLoginUrl } from '../session/login-redirect';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { texts } from '../shared/texts';
import type { SessionEnd } from '../api/admin-session';

const BOT_ID = __APP_CONFIG__.telegramBotId;

export function LoginScreen({ problem, endReason }: { problem: string | null; endReason: SessionEnd }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const notice = problem ?? failure ?? (endReason === 'ended' ? texts.login.sessionEnded : endReason === 'logged_out' ? texts.login.loggedOut : null);

  async function logIn() {
    setBusy(true);
    setFailure(null);
    try {
      const state = await fetchLoginState();
      rememberState(state);
      window.location.assign(telegramLoginUrl(BOT_ID, window.location.origin, state));
    } catch {
      setFailure(texts.login.unavailable);
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <LanguageSwitch />
      <h1>{texts.login.title}</h1>
      <p>{texts.login.intro}</p>
      {notice && <p role="alert">{notice}</p>}
      <button type="button" className="telegram" onClick={() => void logIn()} disabled={busy || !BOT_ID}>
        {texts.login.button}
      </button>
    </main>
  );
}
