import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's query client: error toasts in the player's language, by the server's error code. The
 * texts load with the first error (their own chunk): a session that fails nothing never needs them.
 */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ describeApiError: async (error) => (await import('../i18n/api-error-text')).apiErrorText(error.code, error.body.error.details) });
}
