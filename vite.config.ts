import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Language chunks get a fixed prefix from the module they come from, so the service worker can
 * leave them out of the precache (only the language in use is worth the download) and cache each
 * on first use instead. English is bundled in the entry.
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  if (/[/\\]src[/\\]i18n[/\\]messages[/\\]/.test(id)) return 'assets/messages-[name]-[hash].js';
  if (/[/\\]date-fns[/\\]locale[/\\]/.test(id)) return 'assets/date-locale-[name]-[hash].js';
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // React 19 has the hook: skip the React 16/17 fallback (src/lib/use-sync-external-store-shim.ts).
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Every screen is a dynamic import (src/app/route-table.ts), so each gets its own chunk, named
    // after its module (HistoryScreen-<hash>.js); the entry keeps only React, the router and the shell.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: chunkFileName,
      },
    },
  },
});
