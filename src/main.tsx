import './styles/global.css'; // first, so component styles can build on the theme
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareLaunch } from './app/launch';
import { preloadStartRoute } from './app/preload-start-route';
import { routeTable } from './app/route-table';
import { replaceStaticShellOnFirstRender, staticShellShown } from './app/static-shell/replace-static-shell';
import { rememberShellSettings } from './app/static-shell/shell-settings';
import { initI18n } from './i18n/store';
import { captureEarlyInstallPrompt } from './lib/install/early-install-prompt';
import { credentialKind } from './lib/session/credentials';
import { loadSettings } from './settings/app-storage';
import { getWebApp } from './telegram/current-web-app';
import { deviceStorageMirror } from './telegram/device-storage-mirror';

/**
 * How long the first render waits for a stored non-English language to load (a few KB) before it
 * shows English and switches when the language arrives. English needs no wait.
 */
const LANGUAGE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render: the router must never see Telegram's launch params in the hash.
const launch = prepareLaunch();
// Chromium may offer installation before the app has rendered; the offer shows it later.
captureEarlyInstallPrompt();
// The current screen's chunk loads while the settings are read and the me call runs, instead of
// after them. Not for a player with no credentials: the login screen comes first there.
const startRoute = credentialKind() !== 'none' ? preloadStartRoute(routeTable, window.location.pathname) : Promise.resolve();

async function start(root: HTMLElement): Promise<void> {
  // The stored settings decide the first screen (language, game, how-to). Never rejects, and
  // gives up on a hanging IndexedDB after a moment (settings/app-storage.ts). Telegram 9.0+
  // keeps a copy in DeviceStorage, read when IndexedDB is empty (iOS may clear it).
  await loadSettings({ defaultLanguage: launch.language, mirror: deviceStorageMirror(getWebApp()) });
  rememberShellSettings();
  await Promise.race([initI18n(), new Promise((done) => setTimeout(done, LANGUAGE_WAIT_MS))]);
  // The prerendered home is on screen (docs/performance.md): the app's first render waits for
  // home's chunk, which it needs anyway, rather than render its loading fallback behind the shell.
  if (staticShellShown()) await startRoute;
  replaceStaticShellOnFirstRender(root);
  createRoot(root).render(
    <StrictMode>
      <App launch={launch} />
    </StrictMode>,
  );
  // Later, in its own chunk: keep the look of the history list for the next start's first paint.
  const launchTag = launch.launchParams.initData?.user?.language_code ?? null;
  // Offline without a service worker the chunk cannot load: the next start paints as before.
  const keep = () => import('./app/static-shell/keep-screen-snapshots').then(({ keepScreenSnapshots }) => keepScreenSnapshots(root, { launchTag }));
  setTimeout(() => void keep().catch(() => {}), 1000);
}

void start(container);
