import { useSyncExternalStore } from 'react';
import { reachability } from './app-reachability';

/** Whether the server can be reached, as state: orders need the network, and their buttons say so (docs/offline.md). */
export function useOnline(): boolean {
  return useSyncExternalStore(reachability.subscribe, reachability.isOnline, () => true);
}
