/**
 * The service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest) into sw.js at the
 * root of the build. One module per concern; each registers its own listeners and routes.
 * Workbox answers only the requests a route matches: nothing under /api/ ever is, so API calls
 * and the event stream (/api/v1/notifications/sse) go straight to the network.
 */
/* oxlint-disable import/no-unassigned-import -- each module registers its own routes and listeners: importing it is the point */
import './update';
import './precache';
import './navigation';
import './catalogue-cache';
import './event-stream'; // the live event channel (docs/event-channel.md)
