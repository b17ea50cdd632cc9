import type { Address } from '@ton/core';
import type { WithdrawalHoldReason } from '../../src/contract/withdrawal-statuses';
import type { ToncenterClient } from '../ton/toncenter-client';
import type { PayoutDenylist } from './payout-denylist';

/**
 * The checks before a payout is signed (docs/payments.md, "Screening before a payout"): the
 * destination is not on the operator's deny list, and the issuer has not locked its USDT jetton
 * wallet (either lock bit: a wallet that cannot receive may swallow the transfer without a bounce
 * we can count on, and one that cannot send holds the player's money frozen). The answer is a
 * reason to hold, or null: clear. What cannot be answered throws (an IndexerError, a
 * DenylistError): unknown, so the caller neither sends nor holds, and asks again later.
 */
export async function screenPayout(
  client: Pick<ToncenterClient, 'jettonWalletStatus'>,
  denylist: PayoutDenylist | null,
  usdtMaster: Address,
  destination: Address,
): Promise<WithdrawalHoldReason | null> {
  if (denylist?.has(destination)) return 'deny_listed';
  if ((await client.jettonWalletStatus(destination, usdtMaster)) !== 0) return 'jetton_wallet_locked';
  return null;
}
