/**
 * Starts this tab's end of the event channel: its own chunk, loaded after the first render
 * (RootLayout.tsx), so fetch-event-source and the channel code stay out of the initial JS.
 * Toasts go through notistack's global enqueueSnackbar, which reaches the root layout's provider.
 */
import type { QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { createDispatcher } from '../../events/dispatcher';
import { startTabClient } from '../../events/tab-client';
import { createEventEffects } from './event-effects';

export { TOAST_COMPONENTS } from '../toasts/toast-components';

export function startEventChannel(queryClient: QueryClient): () => void {
  const effects = createEventEffects(queryClient, enqueueSnackbar);
  const client = startTabClient(import.meta.env.VITE_API_BASE ?? '', createDispatcher(effects));
  return () => client.stop();
}
