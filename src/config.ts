import { parseAppConfig, type AppConfig } from './config-schema';

/** The build-time configuration, validated (src/config-schema.ts); the only reader of import.meta.env. */
export const appConfig: AppConfig = parseAppConfig(import.meta.env);
