/**
 * Whether the app can reach its server: the one answer the offline banner, the order and withdraw
 * buttons, TanStack Query's onlineManager and the event stream read (docs/offline.md).
 *
 * navigator.onLine is only a hint: it is true whenever the device has a network interface (a
 * captive portal, a dead cell: "lie-fi"), and Chromium even reports true in a page the service
 * worker served while the device is offline. A false one is believed (the device has no network).
 * So:
 * - an `offline` event, or a network error (not an HTTP error) on an API call or the event
 *   stream, marks the server unreachable at once;
 * - while offline, a light probe (`probe`, GET /healthz) runs with a backoff up to PROBE_CAP_MS,
 *   and at once on `online`, focus or a page that becomes visible; its answer marks it reachable.
 * Offline is remembered for the tab (sessionStorage), so a reload or navigation while offline
 * starts offline and probes first, instead of sending calls that can only fail.
 */

export const PROBE_FIRST_MS = 1000;
export const PROBE_CAP_MS = 30_000;

export interface ReachabilityOptions {
  /** Resolves true when the server answered. */
  probe: () => Promise<boolean>;
  /** Where the offline state outlives a reload (sessionStorage); null: nowhere. */
  memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  memoryKey: string;
  /** The hint: navigator.onLine. */
  deviceOnline: () => boolean;
}

export interface Reachability {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
  /** A request failed without an answer (refused, aborted by the network, timed out). */
  reportNetworkError(): void;
  /** The server answered something (any HTTP status). */
  reportAnswer(): void;
  /**
   * The event stream failed without an answer: probe now, offline if the probe fails too. A stream
   * blocked on its own (a proxy that drops long requests) must not take the whole app offline.
   */
  reportStreamFailure(): void;
  stop(): void;
}

export function createReachability({ probe, memory, memoryKey, deviceOnline }: ReachabilityOptions): Reachability {
  const listeners = new Set<() => void>();
  /** The server's side of the answer; isOnline() also believes a device that says it is offline. */
  let reachable = deviceOnline() && readMemory() !== 'offline';
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let nextDelay = PROBE_FIRST_MS;
  let probing = false;
  /** When the server last answered after an outage: a flapping link keeps its backoff growing. */
  let reachableAt = Number.NEGATIVE_INFINITY;

  function readMemory(): string | null {
    try {
      return memory?.getItem(memoryKey) ?? null;
    } catch {
      return null; // blocked storage (some embedded views): no memory across reloads
    }
  }

  function remember(isOnline: boolean): void {
    try {
      if (isOnline) memory?.removeItem(memoryKey);
      else memory?.setItem(memoryKey, 'offline');
    } catch {
      // as above
    }
  }

  function set(next: boolean): void {
    if (next === reachable) return;
    reachable = next;
    remember(next);
    clearTimeout(probeTimer);
    if (next) reachableAt = Date.now();
    else {
      // Back for a moment only (/healthz answers, the stream does not): no one-second loop.
      if (Date.now() - reachableAt > PROBE_CAP_MS) nextDelay = PROBE_FIRST_MS;
      scheduleProbe();
    }
    for (const listener of listeners) listener();
  }

  function scheduleProbe(): void {
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => void probeNow(), nextDelay);
    nextDelay = Math.min(PROBE_CAP_MS, nextDelay * 2);
  }

  async function probeNow(): Promise<void> {
    if (reachable || probing) return;
    probing = true;
    clearTimeout(probeTimer);
    const answered = await probe().catch(() => false);
    probing = false;
    if (answered) set(true);
    else if (!reachable) scheduleProbe();
  }

  /** A sign the network may be back: ask now, and start the backoff over. */
  const probeSoon = () => {
    if (reachable) return;
    nextDelay = PROBE_FIRST_MS;
    void probeNow();
  };
  const onOffline = () => set(false);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') probeSoon();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', probeSoon);
    window.addEventListener('offline', onOffline);
    window.addEventListener('focus', probeSoon);
    document.addEventListener('visibilitychange', onVisibility);
  }
  // Started offline (remembered, or the device says so): ask at once.
  if (!reachable) void probeNow();

  return {
    isOnline: () => reachable && deviceOnline(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkError: () => set(false),
    reportAnswer: () => set(true),
    reportStreamFailure() {
      if (!reachable || probing) return;
      probing = true;
      void probe()
        .catch(() => false)
        .then((answered) => {
          probing = false;
          if (!answered) set(false);
        });
    },
    stop() {
      clearTimeout(probeTimer);
      listeners.clear();
      if (!hasWindow) return;
      window.removeEventListener('online', probeSoon);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', probeSoon);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
