import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/store';
import { credentialKind } from './lib/session/credentials';
import { yieldToBrowser } from './lib/yield-to-browser';
import { loadSettings } from './settings/app-storage';
import { getWebApp } from './telegram/current-web-app';
import { deviceStorageMirror } from './telegram/device-storage-mirror';
import { App } from './app/App';
import { prepareLaunch } from './app/launch';
import { preloadStartRoute } from './app/preload-start-route';
import { routeTable } from './app/route-table';
import { preloadStartChunks } from './app/static-shell/preload-start-chunks';
import { replaceStaticShellOnFirstRender, staticShellShown } from './app/static-shell/replace-static-shell';
import { rememberShellSettings } from './app/static-shell/shell-settings';

/**
 * How long the first render waits for a stored non-English language to load (a few KB) before it
 * shows English and switches when the language arrives. English needs no wait.
 */
const LANGUAGE_WAIT_MS = 3000;

/**
 * The app's start, one phase a task (docs/performance.md, "The takeover's tasks"): the entry's
 * evaluation (main.tsx) is the longest task of a cold load at 4x CPU, so reading the launch, the
 * start route's preload (a modulepreload link per chunk), the React root (a listener per event
 * type) and the first render each follow a yield instead of adding to it. The first render is a
 * transition, so React renders it in short slices too.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // Before the first render: the router must never see Telegram's launch params in the hash.
  const launch = prepareLaunch();
  await yieldToBrowser();
  // The current screen's chunk loads while the settings are read and the me call runs, instead of
  // after them. Not for a player with no credentials: the login screen comes first there. Home's
  // chunks are linked a few per task first.
  const credentials = credentialKind() !== 'none';
  if (credentials && window.location.pathname === '/') await preloadStartChunks();
  const startRoute = credentials ? preloadStartRoute(routeTable, window.location.pathname) : Promise.resolve();
  // The stored settings decide the first screen (language, game, how-to). Never rejects, and
  // gives up on a hanging IndexedDB after a moment (settings/app-storage.ts). Telegram 9.0+
  // keeps a copy in DeviceStorage, read when IndexedDB is empty (iOS may clear it).
  await loadSettings({ defaultLanguage: launch.language, mirror: deviceStorageMirror(getWebApp()) });
  rememberShellSettings();
  await Promise.race([initI18n(), new Promise((done) => setTimeout(done, LANGUAGE_WAIT_MS))]);
  // The prerendered home is on screen (docs/performance.md): the app's first render waits for
  // home's chunk, which it needs anyway, rather than render its loading fallback behind the shell.
  if (staticShellShown()) await startRoute;
  await yieldToBrowser();
  replaceStaticShellOnFirstRender(root);
  const reactRoot = createRoot(root);
  await yieldToBrowser();
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App launch={launch} />
      </StrictMode>,
    ),
  );
  // Later, in its own chunk: keep the look of the history list for the next start's first paint.
  const launchTag = launch.launchParams.initData?.user?.language_code ?? null;
  // Offline without a service worker the chunk cannot load: the next start paints as before.
  const keep = () => import('./app/static-shell/keep-screen-snapshots').then(({ keepScreenSnapshots }) => keepScreenSnapshots(root, { launchTag }));
  setTimeout(() => void keep().catch(() => {}), 1000);
}
