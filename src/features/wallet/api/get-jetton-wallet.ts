/** GET /api/v1/wallet/jetton-wallet: the bound wallet's own USDT jetton wallet, the deposit message's destination. */
import { apiClient } from '../../../lib/api-client';

export async function getJettonWallet(): Promise<string> {
  return (await apiClient.call('GET /wallet/jetton-wallet')).data.address;
}
