/**
 * Home as a first-time English player sees it before any answer arrives, rendered to HTML at build
 * time (vite.config.ts's static-shell plugin): the root layout and HomeScreen with the real
 * components, default settings and every query pending. index.html carries it, so the browser
 * paints home before the bundle has run; the app replaces it (static-shell.ts). docs/performance.md.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import HomeScreen from '../../features/home/routes/HomeScreen';
import { RootLayout } from '../RootLayout';

export function renderStaticShell(): string {
  const queryClient = new QueryClient();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/" ssrSearch="">
        <RootLayout>
          <HomeScreen />
        </RootLayout>
      </Router>
    </QueryClientProvider>,
  );
}
