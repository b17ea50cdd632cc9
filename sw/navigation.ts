import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * SPA fallback: every navigation (/history, /profile/edit, ...) gets the precached index.html, so
 * a reload offline still opens the app. The API and the server's own pages are never answered from
 * here: a navigation to them must reach the server. Nor is the back office (/admin, its own page
 * and bundle, never precached): the player's app must never open in its place. Nor are a dev
 * server's own pages (/dev/..., the dev Telegram host that frames the app: docs/demo.md).
 */
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/(healthz|metrics)$/, /^\/admin(?:\/|$)/, /^\/dev(?:\/|$)/],
  }),
);
