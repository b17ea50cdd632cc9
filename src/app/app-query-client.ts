import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { loadScreenTexts } from '../i18n/store';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's query client: error toasts in the player's language, by the server's error code. The
 * texts load with the first error (their own chunk): a session that fails nothing never needs them.
 * Their English words are the screens' (i18n/messages/en-screens.ts), kept out of the entry chunk,
 * so the toast waits for those too, as a failed order's message does (features/home/failure-message.ts).
 * A verification or jurisdiction refusal opens its screen instead (lib/compliance-refusal.ts).
 */
export function createAppQueryClient(openScreen: (path: string) => void = (path) => navigate(path)): QueryClient {
  return createQueryClient({
    openScreen,
    describeApiError: async (error) => {
      const [{ apiErrorText }] = await Promise.all([import('../i18n/api-error-text'), loadScreenTexts()]);
      return apiErrorText(error.code, error.body.error.details);
    },
  });
}
