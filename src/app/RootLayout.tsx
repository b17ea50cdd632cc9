import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withScreenTexts } from '../i18n/store';
import { openToastQueue } from '../lib/toast';
import { useHomeScreenStatus } from '../telegram/home-screen';
import { BottomBar } from './BottomBar';
import { LanguageLoadNotice } from './LanguageLoadNotice';
import { LiveRegions } from './LiveRegions';
import './root-layout.css';

// Offline without a service worker the chunk cannot load; the app then simply goes without it. Its
// English texts, and the home-screen offer's, are the screens' (i18n/messages/en-screens.ts): they
// load beside it, out of the entry chunk.
const StatusNotices = lazy(() => withScreenTexts(() => import('./StatusNotices')).catch(() => ({ default: NoNotices })));

// Its own chunk, loaded only where Telegram says the home-screen shortcut is missing (8.0+).
const HomeScreenOffer = lazy(() => withScreenTexts(() => import('./home-screen/HomeScreenOffer')).catch(() => ({ default: NoNotices })));

function NoNotices() {
  return null;
}

/**
 * The root layout every route sits in: the narrow dark column and the bottom bar. After the first
 * render it loads, in one chunk, the toast area (toasts/Toaster.tsx, docs/product.md section 2 and 9:
 * top-center, up to 5) and the live event channel (docs/event-channel.md: its events refresh queries
 * and show toasts); toasts raised before that wait for it (lib/toast.ts).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [Toaster, setToaster] = useState<ComponentType>();
  const homeScreen = useHomeScreenStatus();
  // A layout effect: it runs before any passive effect below raises a toast (LanguageLoadNotice).
  useLayoutEffect(() => openToastQueue(), []);
  useEffect(() => {
    const started = import('./events/start-event-channel').then((chunk) => {
      setToaster(() => chunk.Toaster);
      return chunk.startEventChannel(queryClient);
    });
    return () => void started.then((stop) => stop());
  }, [queryClient]);
  return (
    <>
      <div className="column">
        <Suspense fallback={null}>
          <StatusNotices />
        </Suspense>
        <main className="column__main">{children}</main>
      </div>
      <BottomBar />
      <LanguageLoadNotice />
      {homeScreen === 'missed' ? (
        <Suspense fallback={null}>
          <HomeScreenOffer />
        </Suspense>
      ) : null}
      <LiveRegions />
      {Toaster && <Toaster />}
    </>
  );
}
