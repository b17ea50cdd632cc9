/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). wouter imports
 * the shim for React 16/17; on React 19 it only hands back React's own hook, yet its fallback
 * code ships in the entry chunk. Same fix as vercel/next.js#37212.
 */
export { useSyncExternalStore } from 'react';
