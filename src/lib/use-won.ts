import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { PlacedOrder } from '../contract/api-types';
import { mutationKeys } from './query-keys';

/** Whether a settled mutation was an order that won (its data is a PlacedOrder). */
export function isWinningOrder(mutationKey: readonly unknown[] | undefined, data: unknown): boolean {
  if (mutationKey?.[0] !== mutationKeys.placeOrder()[0]) return false;
  return (data as Partial<PlacedOrder> | undefined)?.order?.result === 'win';
}

/**
 * True once the player has won an order on this page. Read from the query client's mutation
 * cache, where every placed order (features/home/api/place-order.ts) passes: the shell's offers
 * (install, home-screen shortcut) learn of the win without the home feature knowing they listen.
 * `accept` decides, at the win, whether this win counts (e.g. not within a dismissal window).
 */
const ANY_WIN = () => true;

export function useWon(accept: () => boolean = ANY_WIN): boolean {
  const queryClient = useQueryClient();
  const [won, setWon] = useState(false);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (isWinningOrder(event.mutation.options.mutationKey, event.action.data) && accept()) setWon(true);
      }),
    [queryClient, accept],
  );
  return won;
}

/**
 * True once the player has won on this page and then moved to another screen: an offer shown then
 * covers neither the result nor the balance the player is reading. Before, the
 * install and home-screen cards rose over the result right after the win.
 */
export function useWonThenMoved(accept: () => boolean = ANY_WIN): boolean {
  const won = useWon(accept);
  const [path] = useLocation();
  const [wonOn, setWonOn] = useState<string | null>(null);
  // Derived state, set while rendering (React's pattern for it): the screen the win happened on.
  if (won && wonOn === null) setWonOn(path);
  return won && wonOn !== null && path !== wonOn;
}
