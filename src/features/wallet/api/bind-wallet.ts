/**
 * POST /api/v1/wallet/bind: TON Connect's check-proof request, built from what the connected
 * wallet answered (its account and its ton_proof). The server checks the proof (docs/payments.md).
 */
import { apiClient } from '../../../lib/api-client';

export interface ConnectedAccount {
  address: string;
  chain: string;
  publicKey?: string;
  walletStateInit: string;
}

export interface TonProof {
  timestamp: number;
  domain: { lengthBytes: number; value: string };
  payload: string;
  signature: string;
}

export async function bindWallet(account: ConnectedAccount, proof: TonProof): Promise<string> {
  // Another chain, or no public key, is refused by the server (400) as it would be unchecked here.
  const network = account.chain as '-239' | '-3';
  const body = { address: account.address, network, public_key: account.publicKey ?? '', proof: { ...proof, state_init: account.walletStateInit } };
  return (await apiClient.call('POST /wallet/bind', { body })).data.boundAddress;
}
