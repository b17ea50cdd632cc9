/** PATCH /api/v1/user/me with `{languageCode}` (DESIGN.md section 4): the account's language. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, User } from '../../../contract/api-types';
import type { LanguageCode } from '../../../contract/languages';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateMyLanguage(languageCode: LanguageCode): Promise<User> {
  const { data } = await apiClient.patch<DataEnvelope<User>>('/user/me', { body: { languageCode } });
  return data;
}

export function useUpdateMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyLanguage,
    // The answer is the whole user: the cached me is replaced, no refetch needed.
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me(), user),
  });
}
