/** Types for build-server.mjs, which `npm run build`, the start script, the bench and a test share. */
import type { Metafile } from 'esbuild';

export const SERVER_OUT_DIR: string;
export const SERVER_ENTRY: string;
export const ADMIN_ENTRY: string;
export const EXTERNAL_PACKAGES: string[];
export function buildServer(outDir?: string): Promise<Metafile>;
export function buildServerIfStale(): Promise<boolean>;
