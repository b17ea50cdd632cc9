/**
 * Whether this page may use the launch data it was opened with (docs/security.md, "Login CSRF").
 * The mobile and desktop clients inject TelegramWebviewProxy before the page runs: no page of
 * another site can do that, so its presence settles it. Telegram Web frames the app instead, and
 * any site could frame it the same way with a crafted #tgWebAppData; so the parent is asked a
 * question only Telegram Web answers: a theme request posted to the Telegram Web origin (a parent
 * of another origin never receives it) whose answer must come from that parent and that origin.
 */
import { hasWebviewProxy, isInIframe, type BridgeWindow } from './environment';
import { LAUNCH_PARAMS_STORAGE_KEY } from './launch-params';
import { TELEGRAM_WEB_ORIGIN } from './post-event';

/** Telegram Web answers at once; a parent silent this long is not Telegram Web. */
export const TELEGRAM_WEB_ANSWER_MS = 4000;

function isThemeAnswer(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const message = JSON.parse(data) as { eventType?: unknown } | null;
    return message?.eventType === 'theme_changed';
  } catch {
    return false;
  }
}

export function confirmTelegramBridge(
  win: BridgeWindow,
  { origin = TELEGRAM_WEB_ORIGIN, timeoutMs = TELEGRAM_WEB_ANSWER_MS }: { origin?: string; timeoutMs?: number } = {},
): Promise<boolean> {
  if (hasWebviewProxy(win)) return Promise.resolve(true);
  if (!isInIframe(win) || !win.parent) return Promise.resolve(false);
  const parent = win.parent;
  return new Promise((resolve) => {
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage as EventListener);
      resolve(answered);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === (parent as unknown) && event.origin === origin && isThemeAnswer(event.data)) finish(true);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    win.addEventListener('message', onMessage as EventListener);
    try {
      parent.postMessage(JSON.stringify({ eventType: 'web_app_request_theme', eventData: '' }), origin);
    } catch {
      finish(false);
    }
  });
}

/**
 * The framed launch's verdict (src/app/launch.ts): true when the parent answered as Telegram Web;
 * otherwise the stored parameters are dropped too, so a reload does not ask with them again.
 */
export async function trustFramedLaunch(win: BridgeWindow): Promise<boolean> {
  if (await confirmTelegramBridge(win)) return true;
  try {
    sessionStorage.removeItem(LAUNCH_PARAMS_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  return false;
}
