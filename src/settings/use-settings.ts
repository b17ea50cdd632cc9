import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings, type AppSettings } from './app-storage';

/** The app settings; the component re-renders when any of them changes, in this tab or another. */
export function useSettings(): AppSettings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
