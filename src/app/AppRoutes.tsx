import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { RouteDefinition } from './route-table';
import { ScreenFallback } from './ScreenFallback';
import { ScreenFocus } from './ScreenFocus';
import { useRestoreScrollAfterRender } from './use-scroll-restoration';

/** Sits beside a leaf screen inside its Suspense boundary, so it runs once the screen has rendered. */
function ScrollRestorer() {
  useRestoreScrollAfterRender();
  return null;
}

function RouteElement({ route }: { route: RouteDefinition }) {
  const Screen = route.screen;
  if (!route.children) {
    return (
      <>
        <Screen />
        <ScrollRestorer />
        <ScreenFocus title={route.title} />
      </>
    );
  }
  // A layout keeps showing while its child screen's chunk loads.
  return (
    <Screen>
      <Suspense fallback={<ScreenFallback />}>
        <RouteSwitch routes={route.children} />
      </Suspense>
    </Screen>
  );
}

const renderRouteError = () => <RouteErrorScreen />;

function RouteSwitch({ routes }: { routes: RouteDefinition[] }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} nest={route.children !== undefined}>
          <RouteElement route={route} />
        </Route>
      ))}
      {/* Unknown paths go home (docs/product.md section 2); `~` makes the target absolute in nested routers. */}
      <Route>
        <Redirect to="~/" replace />
      </Route>
    </Switch>
  );
}

/** The route table rendered with wouter, behind the route error screen. */
export function AppRoutes({ routes }: { routes: RouteDefinition[] }) {
  const [path] = useLocation();
  return (
    // Navigating elsewhere clears a route error, so the bottom bar still gets the user out.
    <ErrorBoundary fallback={renderRouteError} resetKey={path}>
      <Suspense fallback={<ScreenFallback />}>
        <RouteSwitch routes={routes} />
      </Suspense>
    </ErrorBoundary>
  );
}
