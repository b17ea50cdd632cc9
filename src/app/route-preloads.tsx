import { useCallback, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { RoutePreloadContext } from '../lib/routing/route-preload-context';
import { matchRouteChain } from './route-match';
import type { PrefetchContext, RouteDefinition } from './route-table';

function ignore(): void {
  // A failed preload is not an error yet: the screen retries when it renders, and fails visibly there.
}

/** Lets every PreloadLink below start loading its target screen's chunks and data. */
export function RoutePreloadProvider({
  routes,
  prefetchContext = {},
  children,
}: {
  routes: RouteDefinition[];
  prefetchContext?: PrefetchContext;
  children: ReactNode;
}) {
  const { parser } = useRouter();
  const preloadRoute = useCallback(
    (href: string) => {
      const path = href.split(/[?#]/)[0] || '/';
      for (const route of matchRouteChain(parser, routes, path)) {
        route.screen.preload().catch(ignore);
        route.prefetch?.(prefetchContext).catch(ignore);
      }
    },
    [parser, routes, prefetchContext],
  );
  return <RoutePreloadContext value={preloadRoute}>{children}</RoutePreloadContext>;
}
