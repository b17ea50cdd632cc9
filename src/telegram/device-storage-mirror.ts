/**
 * DeviceStorage as a second home for JSON records (settings/app-storage.ts's `mirror`): iOS may
 * clear a web view's IndexedDB, Telegram's own storage on the device stays. Undefined outside
 * Telegram and below 9.0, where there is nothing to mirror to.
 */
import type { WebApp } from './web-app';

export interface JsonMirror {
  /** The stored record; undefined when the key holds nothing or something that is not JSON. */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
}

export function deviceStorageMirror(webApp: Pick<WebApp, 'isTelegram' | 'supports' | 'deviceStorage'>): JsonMirror | undefined {
  if (!webApp.isTelegram || !webApp.supports('deviceStorage')) return undefined;
  const storage = webApp.deviceStorage;
  return {
    async read(key) {
      const text = await storage.getItem(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    write: (key, value) => storage.setItem(key, JSON.stringify(value)),
  };
}
