import type { QueryClient } from '@tanstack/react-query';
import { apiErrorText } from '../i18n/api-error-text';
import { createQueryClient } from '../lib/query-client';

/** The app's query client: error toasts in the player's language, by the server's error code. */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ describeApiError: (error) => apiErrorText(error.code) });
}
