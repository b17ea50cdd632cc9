/** GET /api/v1/wallet/proof-payload: a fresh payload, good once for 15 minutes, that the wallet's ton_proof signs. */
import { apiClient } from '../../../lib/api-client';

export async function getProofPayload(): Promise<string> {
  return (await apiClient.call('GET /wallet/proof-payload')).data.payload;
}
