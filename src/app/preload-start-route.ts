import { parse } from 'regexparam';
import { matchRouteChain } from './route-match';
import type { RouteDefinition } from './route-table';

/**
 * Starts loading the chunks (and their CSS) of the screens the first render will show, at start-up:
 * otherwise they are only requested once the session gate has the me call's answer, one more
 * serial round trip on a cold load. `parse` is wouter's default parser (the app's Router keeps it).
 * Only chunks: the route's data prefetch needs the query client and the session, and waits for them.
 * Resolves when they are loaded (or failed).
 */
export function preloadStartRoute(routes: RouteDefinition[], path: string): Promise<void> {
  // A failed preload is retried by the screen when it renders, and fails visibly there.
  const loads = matchRouteChain(parse, routes, path).map((route) => route.screen.preload().catch(() => {}));
  return Promise.all(loads).then(() => {});
}
