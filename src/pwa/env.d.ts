// Merged into vite/client's ImportMetaEnv; defined by vite.config.ts (`define`), not read from .env.
interface ImportMetaEnv {
  /** package version + build time: busts the persisted query cache on every deploy. */
  readonly VITE_BUILD_ID?: string;
}
