/**
 * The dev Telegram host page: a title bar and a phone-sized frame with the app in it, launched as
 * Telegram Desktop launches a Mini App, and a form to launch it again as another player, in
 * another language, Telegram version or theme (docs/demo.md).
 */
import { LANGUAGE_CODES } from '../../../src/contract/languages';
import { HOST_PATH } from './dev-host-mode';
import { DEMO_PLAYERS, TELEGRAM_VERSIONS, THEMES, type LaunchChoice } from './launch-choices';

export const HOST_SCRIPT_PATH = `${HOST_PATH}/host.js`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function select(name: string, label: string, options: Array<[value: string, text: string]>, chosen: string): string {
  const items = options.map(([value, text]) => `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(text)}</option>`);
  return `<label>${label} <select name="${name}">${items.join('')}</select></label>`;
}

const STYLE = `
  :root { color-scheme: dark; font: 14px/1.4 system-ui, sans-serif; background: #0e1621; color: #f5f5f5; }
  body { margin: 0; display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; justify-content: center; }
  .phone { width: 390px; height: 800px; max-height: calc(100vh - 32px); display: flex; flex-direction: column; border-radius: 12px; overflow: hidden; background: #17212b; box-shadow: 0 0 0 1px #2b3a4a; }
  .title { display: flex; align-items: center; gap: 8px; height: 44px; padding: 0 12px; background: #27272a; font-weight: 600; }
  .title button { background: none; border: 0; color: inherit; font: inherit; cursor: pointer; }
  iframe { flex: 1; width: 100%; border: 0; }
  aside { width: 320px; display: flex; flex-direction: column; gap: 12px; }
  form { display: grid; gap: 8px; }
  label { display: grid; gap: 4px; }
  select, form button { font: inherit; padding: 6px; border-radius: 6px; }
  .note { color: #a1a1aa; margin: 0; }
  ol { margin: 0; padding: 0; list-style: none; max-height: 300px; overflow: auto; font: 12px/1.4 ui-monospace, monospace; word-break: break-all; }
  li { padding: 2px 0; border-bottom: 1px solid #2b3a4a; }
  .closed { padding: 24px; }
`;

/** The page for `choice`; `launchHash` is the signed launch the frame opens the app with. */
export function hostPage(choice: LaunchChoice, launchHash: string): string {
  const player = DEMO_PLAYERS[choice.player]!;
  const players = DEMO_PLAYERS.map((user, index): [string, string] => [String(index), `${[user.first_name, user.last_name].filter(Boolean).join(' ')} (id ${user.id})`]);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>SendsWin in a dev Telegram host</title>
<link rel="icon" type="image/png" href="/pwa-192x192.png">
<script src="${HOST_SCRIPT_PATH}"></script>
<style>${STYLE}</style>
</head>
<body>
<div class="phone">
  <div class="title" id="title-bar"><button type="button" id="back" hidden>&larr; Back</button><span>SendsWin</span></div>
  <iframe id="app" title="SendsWin" src="/#${escapeHtml(launchHash)}" data-player="${player.id}" data-theme-params="${escapeHtml(JSON.stringify(THEMES[choice.theme]))}"></iframe>
  <div class="closed" id="closed" hidden><p>The app closed itself, as Telegram would close it.</p><p><a href="">Launch it again</a></p></div>
</div>
<aside>
  <h1 style="font-size:16px;margin:0">Dev Telegram host</h1>
  <p class="note">This dev server launches the app here as Telegram Desktop would, with launch data signed by the published dev bot token. A server with any other token, or in production, has no such page.</p>
  <form id="launch" method="get" action="${HOST_PATH}">
    ${select('player', 'Player', players, String(choice.player))}
    ${select('language', 'Language (Telegram’s; a language picked in the app’s profile wins)', LANGUAGE_CODES.map((code) => [code, code]), choice.language)}
    ${select('version', 'Telegram version', TELEGRAM_VERSIONS.map((version) => [version, version]), choice.version)}
    ${select('theme', 'Theme', Object.keys(THEMES).map((name) => [name, name]), choice.theme)}
    <button type="submit">Launch again</button>
  </form>
  <p class="note" id="stale-worker" hidden>The app in the frame did not get the host’s channel: a service worker from a server that ran another bot token on this address is serving it. Clear this site’s data (CONTRIBUTING.md, “Resetting the service worker”) and reload.</p>
  <details open><summary>Bridge events (&larr; from the app, &rarr; to it)</summary><ol id="log"></ol></details>
</aside>
</body>
</html>
`;
}
