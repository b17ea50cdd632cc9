/** What the withdrawal action buttons do, provided by their screen (the table's columns are static). */
import { createContext } from 'react';

export interface WithdrawalActionsValue {
  allowed: boolean;
  pending: boolean;
  approve: (id: number) => void;
  startReject: (id: number) => void;
}

export const WithdrawalActionsContext = createContext<WithdrawalActionsValue>({ allowed: false, pending: false, approve: () => {}, startReject: () => {} });
