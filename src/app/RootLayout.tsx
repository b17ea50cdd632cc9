import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, type ReactNode } from 'react';
import { BottomBar } from './BottomBar';
import { LanguageLoadNotice } from './LanguageLoadNotice';
import './root-layout.css';

/** The toast area of the root layout (spec sections 2 and 9): top-center, up to 5 visible. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;
const MAX_VISIBLE_TOASTS = 5;

// Offline without a service worker the chunk cannot load; the app then simply goes without it.
const StatusNotices = lazy(() => import('./StatusNotices').catch(() => ({ default: NoNotices })));

function NoNotices() {
  return null;
}

/** The root layout every route sits in: the narrow dark column, the toast area and the bottom bar. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider anchorOrigin={TOAST_ANCHOR} maxSnack={MAX_VISIBLE_TOASTS}>
      <div className="column">
        <Suspense fallback={null}>
          <StatusNotices />
        </Suspense>
        <main className="column__main">{children}</main>
      </div>
      <BottomBar />
      <LanguageLoadNotice />
    </SnackbarProvider>
  );
}
