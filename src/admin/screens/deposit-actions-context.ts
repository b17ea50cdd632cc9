/** What the deposit action buttons do, provided by their screen (the table's columns are static). */
import { createContext } from 'react';

export interface DepositActionsValue {
  allowed: boolean;
  assign: (txHash: string, playerId: number) => void;
  refund: (txHash: string, reason: string) => void;
}

export const DepositActionsContext = createContext<DepositActionsValue>({ allowed: false, assign: () => {}, refund: () => {} });
