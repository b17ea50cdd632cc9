/** What the withdrawal action buttons do, provided by their screen (the table's columns are static). */
import { createContext } from 'react';
import type { AdminWithdrawalRow } from '../../contract/admin-players';

export interface WithdrawalActionsValue {
  allowed: boolean;
  pending: boolean;
  /** Opens the review with the player's context; the approval itself is sent from there. */
  startApprove: (withdrawal: AdminWithdrawalRow) => void;
  startReject: (id: number) => void;
}

export const WithdrawalActionsContext = createContext<WithdrawalActionsValue>({ allowed: false, pending: false, startApprove: () => {}, startReject: () => {} });
