import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/messages/en';
import { withScreenTexts } from '../i18n/store';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload';

/** What a route's `prefetch` gets; the query client arrives with the data layer. */
export interface PrefetchContext {
  queryClient?: QueryClient;
}

export interface RouteDefinition {
  /** A wouter pattern, relative to the parent route. */
  path: string;
  /** A leaf screen, or a layout that receives the child routes as `children`. */
  screen: PreloadableComponent<{ children?: ReactNode }>;
  /**
   * Starts the screen's queries when a link to it comes into view. Preloaded data is prefetched
   * with staleTime 0 (docs/product.md section 2): it warms the cache, and the screen still refetches on mount
   * unless its own staleTime says otherwise. No screen has queries yet.
   */
  prefetch?: (context: PrefetchContext) => Promise<void>;
  /** The screen's name in the document title (app/ScreenFocus.tsx); without it, its heading's text. */
  title?: MessageId;
  /** Child routes; the route then matches its path and everything below it. */
  children?: RouteDefinition[];
}

// Home's and history's query modules load when a prefetch runs, not with this file: the route
// table is in the entry chunk, and the initial JS budget (docs/performance.md) has no room for them.
const prefetchHome = async ({ queryClient }: PrefetchContext) =>
  queryClient && (await import('../features/home/api/prefetch-home')).prefetchHome(queryClient);
const prefetchHistory = async ({ queryClient }: PrefetchContext) =>
  queryClient && (await import('../features/history/api/prefetch-history')).prefetchHistory(queryClient);

/**
 * The routes of docs/product.md section 2, all under the root layout; unknown paths redirect to `/`. Every
 * screen is its own chunk, named after its file (HistoryScreen-<hash>.js) so tools can find it.
 */
export const routeTable: RouteDefinition[] = [
  {
    path: '/',
    screen: lazyWithPreload(() => import('../features/home/routes/HomeScreen')),
    title: 'home.title',
    prefetch: prefetchHome,
  },
  {
    path: '/profile',
    screen: lazyWithPreload(() => withScreenTexts(() => import('../features/profile/routes/ProfileLayout'))),
    children: [
      { path: '/', title: 'profile.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/profile/routes/ProfileOverviewScreen'))) },
      // Play safely: limits, time-out and self-exclusion (docs/player-protection.md), its own chunk.
      { path: '/protection', title: 'protection.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/protection/routes/ProtectionScreen'))) },
      // Complaints (docs/back-office.md): ?order=12 comes from an order's details screen.
      { path: '/complaints', title: 'complaints.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/complaints/routes/ComplaintsScreen'))) },
      { path: '/edit', title: 'profileEdit.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/profile/routes/ProfileEditScreen'))) },
    ],
  },
  {
    path: '/history',
    screen: lazyWithPreload(() => withScreenTexts(() => import('../features/history/routes/HistoryScreen'))),
    title: 'history.title',
    prefetch: prefetchHistory,
  },
  {
    // One order and its verifier; its data loads on the screen (a preload per history row would flood the API).
    path: '/history/:orderId',
    screen: lazyWithPreload(() => withScreenTexts(() => import('../features/history/routes/OrderDetailsScreen'))),
  },
  { path: '/friends', title: 'friends.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/friends/routes/FriendsScreen'))) },
  // Its own chunk: nothing of the wallet (nor, later, TON Connect) is in the initial JS.
  { path: '/wallet', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/wallet/routes/WalletScreen'))) },
  // Odds and fairness, linked from home, and the terms of play the wallet asks to accept (docs/player-protection.md).
  { path: '/fairness', title: 'odds.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/odds/routes/OddsScreen'))) },
  { path: '/terms', title: 'terms.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/protection/routes/TermsScreen'))) },
  // What a verification or country refusal opens (lib/compliance-refusal.ts; docs/compliance.md, "In the app"): their own chunk, the provider's SDK only on the first.
  { path: '/verification', title: 'verification.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/verification/routes/VerificationScreen'))) },
  { path: '/not-available', title: 'notAvailable.title', screen: lazyWithPreload(() => withScreenTexts(() => import('../features/verification/routes/NotAvailableScreen'))) },
];
