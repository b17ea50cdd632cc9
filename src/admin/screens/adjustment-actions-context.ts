/** What the waiting adjustments' buttons do, provided by their screen (the table's columns are static). */
import { createContext } from 'react';

export interface AdjustmentActionsValue {
  allowed: boolean;
  approve: (id: number) => void;
  reject: (id: number, reason: string) => void;
}

export const AdjustmentActionsContext = createContext<AdjustmentActionsValue>({ allowed: false, approve: () => {}, reject: () => {} });
