import { wireUpdates } from './wire-updates';
import { appConfig } from '../config';
import { serviceWorkerSwitchedOff } from './worker-switch';

/** How often a long-open tab asks the server whether sw.js changed (browsers also check on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

async function register(): Promise<void> {
  // Its own chunk (about 2 KB gzip), fetched after load: not part of the initial JS budget.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wireUpdates(wb);
  const registration = await wb.register();
  if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
}

/**
 * Registers the service worker (sw/) once the page has loaded, so it never competes with the first
 * render for the network. Not in development: Vite's dev server has no built sw.js. Browsers
 * without service workers (Telegram on iOS) just run online, as before; `?sw=off` makes any
 * browser run that way (worker-switch.ts).
 */
export function startServiceWorker(): void {
  if (started || appConfig.dev || !('serviceWorker' in navigator) || serviceWorkerSwitchedOff()) return;
  started = true;
  const start = () => void register().catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
