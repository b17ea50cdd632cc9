import type { PaymentsConfig } from './payments-config';
import { ToncenterClient } from './toncenter-client';

/**
 * Our USDT jetton wallet's balance as the indexer reports it (deposits land there and payouts
 * leave from it): what reconciliation compares with the books. null when payments are off.
 */
export function onChainUsdt(payments: PaymentsConfig | null): (() => Promise<bigint>) | null {
  if (!payments) return null;
  return async () => (await new ToncenterClient(payments).jettonWallet(payments.depositAddress, payments.usdtMaster)).balance;
}
