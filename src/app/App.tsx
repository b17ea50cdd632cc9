import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client';
import { RouterContextProvider } from '../lib/router-context';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
import { GenericErrorScreen } from './GenericErrorScreen';
import type { Launch } from './launch';
import { RootLayout } from './RootLayout';
import { RoutePreloadProvider } from './route-preloads';
import { routeTable } from './route-table';
import { SessionGate } from './SessionGate';
import { TelegramBackButton } from './use-telegram-back-button';
import { navigateWithScrollKey, useScrollRestoration } from './use-scroll-restoration';

function AppErrorScreen(props: ErrorFallbackProps) {
  return (
    <div className="column">
      <GenericErrorScreen {...props} />
    </div>
  );
}

/**
 * The whole app: the last-resort error screen, the data layer, the session gate (nothing, the
 * login screen, or the app), then the router with its context and the root layout.
 */
export function App({ launch }: { launch: Launch }) {
  useScrollRestoration();
  const [queryClient] = useState(createQueryClient);
  const prefetchContext = useMemo(() => ({ queryClient }), [queryClient]);
  // After the first render and the page's load, from its own chunk (with workbox-window): the
  // worker never competes with the first screen, nor adds to the initial JS.
  useEffect(() => {
    void import('../pwa/register').then(({ startServiceWorker }) => startServiceWorker());
  }, []);
  return (
    <ErrorBoundary fallback={AppErrorScreen}>
      <QueryClientProvider client={queryClient}>
        {/* Renders nothing while a Telegram login redirect is exchanged for a token. */}
        <Suspense fallback={null}>
          <SessionGate launch={launch}>
            {(session) => (
              <RouterContextProvider value={session}>
                <Router aroundNav={navigateWithScrollKey}>
                  <TelegramBackButton />
                  <RoutePreloadProvider routes={routeTable} prefetchContext={prefetchContext}>
                    <RootLayout>
                      <AppRoutes routes={routeTable} />
                    </RootLayout>
                  </RoutePreloadProvider>
                </Router>
              </RouterContextProvider>
            )}
          </SessionGate>
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
