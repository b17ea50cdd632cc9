/**
 * POST /api/v1/wallet/held/withdraw with an Idempotency-Key: the deposits held over a limit or
 * during a break go back to the bound wallet (docs/player-protection.md). One key per attempt, as
 * a withdrawal's (lib/idempotency.ts): a retry after a lost answer sends nothing twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureText } from '../../../i18n/api-error-text';
import { apiClient } from '../../../lib/api-client';
import { createAttemptKeys } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';

export function useWithdrawHeld() {
  const queryClient = useQueryClient();
  const keys = useRef(createAttemptKeys());
  const [isPending, setPending] = useState(false);

  async function withdrawHeld(): Promise<boolean> {
    if (isPending) return false;
    setPending(true);
    try {
      await keys.current.send('held', (key) => apiClient.call('POST /wallet/held/withdraw', { headers: { 'Idempotency-Key': key } }));
      return true;
    } catch (error) {
      showToast(failureText(error), { variant: 'error' });
      return false;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    }
  }
  return { withdrawHeld, isPending };
}
