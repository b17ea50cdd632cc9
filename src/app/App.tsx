import { Suspense, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { RouterContextProvider } from '../lib/router-context';
import { createAppQueryClient } from './app-query-client';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
import { GenericErrorScreen } from './GenericErrorScreen';
import type { Launch } from './launch';
import { PersistedQueries } from './PersistedQueries';
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
  const [queryClient] = useState(createAppQueryClient);
  const prefetchContext = useMemo(() => ({ queryClient }), [queryClient]);
  return (
    <ErrorBoundary fallback={AppErrorScreen}>
      {/* Renders nothing while a Telegram login redirect is exchanged for a token. */}
      <Suspense fallback={null}>
        <PersistedQueries client={queryClient} launch={launch}>
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
        </PersistedQueries>
      </Suspense>
    </ErrorBoundary>
  );
}
