import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app can be switched to, and how: set by register.ts when a new
 * service worker is waiting, read by the update prompt. A tiny store, so the prompt needs no
 * context provider and registration needs no React.
 */
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function setUpdateOffer(apply: ApplyUpdate | null): void {
  offer = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getUpdateOffer = (): ApplyUpdate | null => offer;

/** The pending update's apply function, or null when the running version is the newest. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, getUpdateOffer, () => null);
}
