/**
 * What the root layout loads after the first render, in one chunk (RootLayout.tsx): this tab's end
 * of the event channel and the toast area, so notistack, fetch-event-source and the channel code
 * stay out of the initial JS (docs/performance.md). The events' toasts go through lib/toast.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createDispatcher } from '../../events/dispatcher';
import { startTabClient } from '../../events/tab/tab-client';
import { idbLastIdStore } from '../../events/core/last-id-store';
import { controllingWorker } from '../../events/worker-keepalive';
import type { TabToWorkerMessage } from '../../contract/event-channel';
import { onLogout } from '../../lib/session/logout-cleanups';
import { showToast } from '../../lib/toast';
import { createEventEffects } from './event-effects';
import { appConfig } from '../../config';

export { Toaster } from '../toasts/Toaster';

export function startEventChannel(queryClient: QueryClient): () => void {
  const effects = createEventEffects(queryClient, showToast);
  const client = startTabClient(appConfig.apiBase, createDispatcher(effects));
  // The tab's own stream stops with the credentials (tab-client.ts); the worker's must be told,
  // and the stored resume point belongs to the player who leaves (docs/sessions.md).
  const stopCleanup = onLogout(async () => {
    const logout: TabToWorkerMessage = { kind: 'logout' };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a ServiceWorker has no target origin
    controllingWorker()?.postMessage(logout);
    await idbLastIdStore.clear();
  });
  return () => {
    stopCleanup();
    client.stop();
  };
}
