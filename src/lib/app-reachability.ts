/**
 * The app's reachability (reachability.ts): probed with GET /healthz on the API's host, remembered
 * for the tab in sessionStorage. Components read it through useOnline; the API client and the
 * event stream report to it; TanStack Query's onlineManager follows it (query-client.ts).
 */
import { STORAGE_NAMES } from '../contract/storage-names';
import { appConfig } from '../config';
import { createReachability } from './reachability';

/** A request that has no answer after this long counts as a network error (lie-fi). */
export const REQUEST_TIMEOUT_MS = 10_000;

async function probeHealth(): Promise<boolean> {
  const response = await fetch(`${appConfig.apiBase}/healthz`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  return response.ok;
}

function sessionMemory(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // blocked storage
  }
}

export const reachability = createReachability({
  probe: probeHealth,
  memory: sessionMemory(),
  memoryKey: STORAGE_NAMES.offlineMemory,
  deviceOnline: () => typeof navigator === 'undefined' || navigator.onLine, // none in the static shell's SSR
});
