/**
 * POST /api/v1/wallet/bind: TON Connect's check-proof request, built from what the connected
 * wallet answered (its account and its ton_proof). The server checks the proof (docs/payments.md).
 */
import type { DataEnvelope, BindWalletResult } from '../../../contract/api-types';
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
  const body = { address: account.address, network: account.chain, public_key: account.publicKey, proof: { ...proof, state_init: account.walletStateInit } };
  return (await apiClient.post<DataEnvelope<BindWalletResult>>('/wallet/bind', { body })).data.boundAddress;
}
