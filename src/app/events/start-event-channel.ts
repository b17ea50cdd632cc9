/**
 * What the root layout loads after the first render, in one chunk (RootLayout.tsx): this tab's end
 * of the event channel and the toast area, so notistack, fetch-event-source and the channel code
 * stay out of the initial JS (DESIGN.md section 10). The events' toasts go through lib/toast.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createDispatcher } from '../../events/dispatcher';
import { startTabClient } from '../../events/tab-client';
import { showToast } from '../../lib/toast';
import { createEventEffects } from './event-effects';
import { appConfig } from '../../config';

export { Toaster } from '../toasts/Toaster';

export function startEventChannel(queryClient: QueryClient): () => void {
  const effects = createEventEffects(queryClient, showToast);
  const client = startTabClient(appConfig.apiBase, createDispatcher(effects));
  return () => client.stop();
}
