/**
 * The back office's page (admin/index.html, src/admin/: docs/back-office.md) is built by the same
 * `vite build`, as a second build once the player's is written: its own chunks under
 * dist/app/admin/, none shared with the player's. One build with two entries let the bundler move
 * modules both use (TanStack Query, the API error) out of the player's entry into shared chunks,
 * and the player's initial JS grew by their imports and exports; built apart, the player's output
 * stays exactly what it was. The service worker never precaches admin/** (vite.config.ts).
 */
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';

export const ADMIN_ASSETS_DIR = 'admin/assets';

/** `shared`: the define and resolve settings the player's build uses, so both see the same config. */
export function adminPage(shared: Pick<UserConfig, 'define' | 'resolve'>): Plugin {
  let outDir = 'dist/app';
  let root = process.cwd();
  return {
    name: 'sendswin-admin-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        ...shared,
        build: {
          outDir,
          emptyOutDir: false, // the player's build is there already
          assetsDir: ADMIN_ASSETS_DIR,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { admin: `${root}/admin/index.html` } },
        },
      });
    },
  };
}
