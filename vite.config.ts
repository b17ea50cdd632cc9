import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Every screen is a dynamic import (src/app/route-table.ts), so each gets its own chunk, named
    // after its module (HistoryScreen-<hash>.js); the entry keeps only React, the router and the shell.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});
