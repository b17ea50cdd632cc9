/**
 * GET /api/v1/wallet, read for where a referral withdraw goes (server/referrals/withdraw.ts): with
 * payments on and a bound wallet it is sent on chain to that wallet, otherwise it is credited to
 * the game balance. The same query as the wallet screen's summary (one cache entry for both).
 */
import { useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '../../../contract/api-types';
import { walletAddress } from '../../../contract/ton-address';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `wallet`: on chain to `address` (user-friendly, as the player's wallet app shows it); `balance`: credited to the game balance. */
export type PayoutDestination = { kind: 'wallet'; address: string } | { kind: 'balance' };

export function payoutDestination(summary: WalletSummary): PayoutDestination {
  return summary.payments && summary.boundAddress ? { kind: 'wallet', address: walletAddress(summary.boundAddress, summary.network) } : { kind: 'balance' };
}

export function usePayoutDestination(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.wallet(), 'summary'],
    queryFn: async ({ signal }) => (await apiClient.call('GET /wallet', { signal })).data,
    select: payoutDestination,
    enabled,
    // The confirmation says it in place.
    meta: { errorInline: true },
  });
}
