import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { adminPage } from './scripts/vite-admin-page.ts';
import { staticShell } from './scripts/vite-static-shell.ts';
import { parseAppConfig } from './src/config-schema.ts';
import { LANGUAGE_CHUNK_GLOBS, LANGUAGE_CHUNK_PREFIXES, languageChunkFileName } from './src/contract/language-chunks.ts';

/** Names this build: the persisted query cache is dropped when it changes (src/lib/query-persist.ts). */
const BUILD_ID = `${pkg.version}+${Date.now().toString(36)}`;

/**
 * Language chunks get a fixed prefix from the module they come from, so the service worker can
 * leave them out of the precache (only the language in use is worth the download) and cache each
 * on first use instead (sw/catalogue-cache.ts). English is bundled in the entry.
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  // English is never a language chunk: its screens' texts (en-screens.ts) are precached with the app.
  if (/[/\\]src[/\\]i18n[/\\]messages[/\\](?!en-)/.test(id)) return languageChunkFileName(LANGUAGE_CHUNK_PREFIXES.messages);
  if (/[/\\]date-fns[/\\]locale[/\\]/.test(id)) return languageChunkFileName(LANGUAGE_CHUNK_PREFIXES.dateLocale);
  return 'assets/[name]-[hash].js';
}

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts', // emitted as sw.js at the root of the build
  // src/pwa/register.ts registers it with workbox-window, after the first render.
  injectRegister: false,
  includeManifestIcons: false, // globPatterns already take every png of the build
  injectManifest: {
    // A classic worker (src/pwa/register.ts registers it without type: 'module'), so a classic
    // script: the plugin's default ES build asks Rolldown for the deprecated inlineDynamicImports.
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Screenshots are for the browser's install dialog, never shown inside the app. TON Connect
    // (190 KB gzip) only runs online, on /wallet: a player who never deposits never downloads it.
    // The back office (admin/**, built after the player's app: scripts/vite-admin-page.ts) is for
    // operators, online only: never precached.
    globIgnores: [...LANGUAGE_CHUNK_GLOBS, 'screenshots/**', 'assets/TonConnectDeposit-*', 'assets/tonconnect-*', 'assets/ton-*', 'admin/**'],
  },
  manifest: {
    id: '/',
    name: 'SendsWin',
    short_name: 'SendsWin',
    description: 'Play odd/even, big/small, lottery and lucky-number rounds, invite friends and follow your wins.',
    lang: 'en',
    dir: 'ltr',
    categories: ['games', 'entertainment'],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#181a20',
    background_color: '#181a20',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // The richer install dialog on phones: taken from the real app by `npm run screenshots`.
    screenshots: [
      { src: '/screenshots/home.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Pick a game, stake USDT and place an order' },
      { src: '/screenshots/history.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Every order with its result and payout' },
    ],
    // A long press on the icon: straight to the two screens players come back for.
    shortcuts: [
      { name: 'History', short_name: 'History', description: 'Your orders and their results', url: '/history', icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Friends', short_name: 'Friends', description: 'Invite friends and withdraw your weekly earnings', url: '/friends', icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  },
});

/** `npm run dev` sends API calls to the server `npm start` runs (override with DEV_API_TARGET). */
const DEV_API_TARGET = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ mode, command }) => {
  // A bad build-time variable fails the build with one line instead of shipping, and the bundle
  // gets the checked result as a constant (src/config.ts), without the checks themselves.
  const appConfig = parseAppConfig({ ...loadEnv(mode, process.cwd(), 'VITE_'), VITE_BUILD_ID: BUILD_ID, DEV: command === 'serve' });
  const define = { __APP_CONFIG__: JSON.stringify(appConfig) };
  const resolve = {
    alias: {
      // React 19 has the hook: skip the React 16/17 fallback (src/lib/use-sync-external-store-shim.ts).
      'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url)),
    },
  };
  return {
    plugins: [react(), pwa, staticShell({ buildId: appConfig.buildId }), adminPage({ define, resolve })],
    server: {
      // The event stream goes through the proxy too: http-proxy streams the response as it comes.
      proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: false }, '/admin/api': { target: DEV_API_TARGET, changeOrigin: false } },
    },
    define,
    resolve,
    build: {
      outDir: 'dist/app',
      emptyOutDir: true,
      // No modulepreload polyfill (0.3 KB gzip of the initial JS budget): every browser the app
      // runs in but Safari before 17 preloads natively, and there the chunks still load, one step later.
      modulePreload: { polyfill: false },
      // Every screen is a dynamic import (src/app/route-table.ts), so each gets its own chunk, named
      // after its module (HistoryScreen-<hash>.js); the entry keeps only React, the router and the shell.
      rolldownOptions: {
        // Rolldown's profiler note on slow JS plugins: ours are the static shell's render (a React
        // render through Vite's SSR loader) and the worker's own build, both wanted, and their share
        // of the build is a matter of how busy the machine is, not a fault to fix.
        checks: { pluginTimings: false },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: chunkFileName,
          // React and react-dom in a chunk of their own: it stays cached across deploys that only
          // change the app, and the initial JS is 0.3 KB gzip smaller than with rolldown's default
          // split (which gave react, its JSX runtime and react-dom three separate files).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Everything else `/` loads at once in the entry itself: rolldown would otherwise give the
              // modules the entry shares with lazy chunks (TanStack Query's utils, its provider, the
              // storage names) files of their own, each one more request and 0.2-0.3 KB gzip of
              // imports, exports and lost compression in the initial JS budget.
              { name: 'app', tags: ['$initial'] },
              // TON Connect's UI and the TON library, behind /wallet's deposit only (TonConnectDeposit):
              // apart from the app's code, so a deploy that changes the app leaves them cached.
              { name: 'tonconnect', test: /node_modules[\\/]@tonconnect[\\/]/ },
              { name: 'ton', test: /node_modules[\\/](@ton[\\/]|buffer[\\/]|ieee754|base64-js)/ },
            ],
          },
        },
      },
    },
  };
});
