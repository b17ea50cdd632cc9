/**
 * Every name the app, the worker and the server give to something stored or shared in the
 * browser, in one place: a rename here is a rename everywhere, and nothing else picks a name.
 */
export const STORAGE_NAMES = {
  /** Cookie: the browser session's Bearer token (7 days, path /). */
  authCookie: 'sendswin_auth_token',
  /** IndexedDB database (idb-keyval store `keyval`) and BroadcastChannel: the app-storage settings. */
  settingsDb: 'app-storage',
  /** IndexedDB database (store `stream`): the event stream's resume point. */
  eventsDb: 'sendswin-events',
  /** localStorage: the persisted query cache. */
  queryCache: 'sendswin-query-cache',
  /** sessionStorage: the session token traded for this launch's data (docs/sessions.md). */
  sessionToken: 'sendswin-session-token',
  /** sessionStorage: the browser login's one-time state (docs/security.md). */
  loginState: 'sendswin_login_state',
  /** sessionStorage: `?sw=off` for this tab (no service worker, as Telegram on iOS). */
  workerOff: 'sendswin-sw-off',
  /** sessionStorage: a referral code from the launch, until the first me call sends it. */
  refCode: 'sendswin-ref-code',
  /** sessionStorage: when a stale chunk last reloaded the page. */
  staleChunkReload: 'sendswin-stale-chunk-reload',
  /** sessionStorage: set while the tab cannot reach the server, so a reload starts offline (docs/offline.md). */
  offlineMemory: 'sendswin-offline',
  /** localStorage: the install offer's memory (installed, last dismissal). */
  installMemory: 'sendswin-install',
  /** BroadcastChannel: the stream holder's events for every tab. */
  eventChannel: 'events',
  /** BroadcastChannel: the service worker's lifecycle notices. */
  swLifecycleChannel: 'sendswin-sw-lifecycle',
  /** Web Lock: the tab that holds the stream without a service worker. */
  leaderLock: 'sendswin-events-leader',
  /** Cache Storage: language chunks cached on first use. */
  languageCache: 'sendswin-languages',
  /** localStorage: what decides home's first look, for src/app/static-shell/show/ (docs/performance.md). */
  shellSettings: 'sendswin-shell-settings',
  /** localStorage: the last look of a screen, shown by src/app/static-shell/show/ on the next start (docs/performance.md). */
  screenSnapshot: 'sendswin-screen-snapshot',
} as const;
