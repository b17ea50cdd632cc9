/** GET /api/v1/wallet/jetton-wallet: the bound wallet's own USDT jetton wallet, the deposit message's destination. */
import type { DataEnvelope, JettonWallet } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';

export async function getJettonWallet(): Promise<string> {
  return (await apiClient.get<DataEnvelope<JettonWallet>>('/wallet/jetton-wallet')).data.address;
}
