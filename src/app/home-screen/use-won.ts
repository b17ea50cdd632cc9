import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../contract/api-types';

/**
 * True once the player has won an order on this page. Read from the query client's mutation
 * cache, where every placed order (features/home/api/place-order.ts) passes: the app layer learns
 * of the win without the home feature knowing anyone listens.
 */
export function useWon(): boolean {
  const queryClient = useQueryClient();
  const [won, setWon] = useState(false);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const order = event.action.data as Partial<HistoryEntry> | undefined;
        if (order?.result === 'win') setWon(true);
      }),
    [queryClient],
  );
  return won;
}
