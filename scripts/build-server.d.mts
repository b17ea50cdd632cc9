/** Types for build-server.mjs, which `npm run build`, the start script, the bench and a test share. */
export const SERVER_OUT_DIR: string;
export const SERVER_ENTRY: string;
export function buildServer(): Promise<void>;
export function buildServerIfStale(): Promise<boolean>;
