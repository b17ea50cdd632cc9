import { useQueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BottomBar } from './BottomBar';
import type { ToastComponents } from './toasts/toast-components';
import { MAX_VISIBLE_TOASTS, TOAST_ANCHOR, TOAST_DEFAULT_MS, TOAST_TRANSITION_MS } from './toasts/toast-options';
import './root-layout.css';

// Offline without a service worker the chunk cannot load; the app then simply goes without it.
const StatusNotices = lazy(() => import('./StatusNotices').catch(() => ({ default: NoNotices })));

function NoNotices() {
  return null;
}

/**
 * The root layout every route sits in: the narrow dark column, the toast area (spec sections 2
 * and 9: top-center, up to 5) and the bottom bar. After the first render it loads, in one chunk,
 * the live event channel (DESIGN.md section 7: its events refresh queries and show toasts here)
 * and the toast card (toasts/ToastContent.tsx), which runs its own timer, so notistack's is off
 * from then on; a toast shown before that (none is expected) is notistack's own, for 4 s.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [toastComponents, setToastComponents] = useState<ToastComponents>();
  useEffect(() => {
    const started = import('./events/start-event-channel').then((chunk) => {
      setToastComponents(chunk.TOAST_COMPONENTS);
      return chunk.startEventChannel(queryClient);
    });
    return () => void started.then((stop) => stop());
  }, [queryClient]);
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_ANCHOR}
      maxSnack={MAX_VISIBLE_TOASTS}
      autoHideDuration={toastComponents ? null : TOAST_DEFAULT_MS}
      transitionDuration={TOAST_TRANSITION_MS}
      Components={toastComponents}
    >
      <div className="column">
        <Suspense fallback={null}>
          <StatusNotices />
        </Suspense>
        <main className="column__main">{children}</main>
      </div>
      <BottomBar />
    </SnackbarProvider>
  );
}
