/**
 * PATCH /api/v1/user/me with `{languageCode}` (docs/api.md): the account's language.
 *
 * The hook is a small useState wrapper, not TanStack's useMutation: importing anything from
 * @tanstack/react-query in a second lazy screen makes Rolldown move the query core out of the
 * entry into an extra initial chunk, +1.3 KB gzip of initial JS for `/` (rolldown/rolldown#10731,
 * "module already loaded by the entry is emitted as a separate chunk"). Nothing on screen shows
 * the account's language, so the cached me needs no update.
 */
import { useCallback, useState } from 'react';
import type { User } from '../../../contract/api-types';
import type { LanguageCode } from '../../../contract/languages';
import { apiClient } from '../../../lib/api-client';

export async function updateMyLanguage(languageCode: LanguageCode): Promise<User> {
  const { data } = await apiClient.call('PATCH /user/me', { body: { languageCode } });
  return data;
}

export interface UpdateMyLanguage {
  /** Sends the code; of quick successive picks, only the last one's outcome is kept. */
  mutate: (languageCode: LanguageCode) => void;
  /** The last save's failure (an ApiError carries the server's message), null after a success. */
  error: Error | null;
}

let latest = 0;

export function useUpdateMyLanguage(): UpdateMyLanguage {
  const [error, setError] = useState<Error | null>(null);
  const mutate = useCallback((languageCode: LanguageCode) => {
    const ticket = ++latest;
    setError(null);
    updateMyLanguage(languageCode).catch((problem: unknown) => {
      if (ticket === latest) setError(problem instanceof Error ? problem : new Error(String(problem)));
    });
  }, []);
  return { mutate, error };
}
