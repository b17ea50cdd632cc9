import { Router } from 'wouter';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';
import { GenericErrorScreen } from './GenericErrorScreen';
import { RootLayout } from './RootLayout';
import { RouterContextProvider } from './router-context';
import { RoutePreloadProvider } from './route-preloads';
import { routeTable } from './route-table';
import { navigateWithScrollKey, useScrollRestoration } from './use-scroll-restoration';

function AppErrorScreen(props: ErrorFallbackProps) {
  return (
    <div className="column">
      <GenericErrorScreen {...props} />
    </div>
  );
}

/** The whole app: the last-resort error screen, the router with its context, the root layout. */
export function App() {
  useScrollRestoration();
  return (
    <ErrorBoundary fallback={AppErrorScreen}>
      <RouterContextProvider>
        <Router aroundNav={navigateWithScrollKey}>
          <RoutePreloadProvider routes={routeTable}>
            <RootLayout>
              <AppRoutes routes={routeTable} />
            </RootLayout>
          </RoutePreloadProvider>
        </Router>
      </RouterContextProvider>
    </ErrorBoundary>
  );
}
