import type { AppConfig } from './config-schema';

declare global {
  /** The build-time configuration, checked by parseAppConfig in vite.config.ts (and vitest.config.ts). */
  const __APP_CONFIG__: AppConfig;
}

/** The build-time configuration, validated at build (src/config-schema.ts); read everywhere from here. */
export const appConfig: AppConfig = __APP_CONFIG__;
