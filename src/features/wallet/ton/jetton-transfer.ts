/**
 * The USDT deposit as a TON Connect message: a jetton transfer (TEP-74, op 0x0f8a7ea5) sent to the
 * player's own jetton wallet, which moves `units` to the deposit address's jetton wallet and
 * forwards the memo as a text comment (what the deposit watcher reads, docs/payments.md).
 */
// oxlint-disable-next-line import/no-unassigned-import -- sets the global Buffer before @ton/core evaluates
import './buffer-global';
import { Address, beginCell, toNano } from '@ton/core';

export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** TON attached for the jetton wallets' gas; the excess returns to the player (response_destination). */
const ATTACHED_TON = toNano('0.05');
/** TON forwarded with the transfer notification, so the deposit address sees the comment. */
const FORWARD_TON = 1n;
/** How long the wallet may take to send it, in seconds. */
const VALID_FOR_S = 5 * 60;

export interface DepositRequest {
  /** The player's own USDT jetton wallet (GET /wallet/jetton-wallet). */
  jettonWallet: string;
  /** The player's wallet (excess TON comes back there). */
  owner: string;
  depositAddress: string;
  /** micro-USDT = jetton units. */
  units: bigint;
  memo: string;
  /** The query id; unique enough per send. */
  queryId: bigint;
  nowS: number;
}

export function depositTransaction({ jettonWallet, owner, depositAddress, units, memo, queryId, nowS }: DepositRequest) {
  const comment = beginCell().storeUint(0, 32).storeStringTail(memo).endCell();
  const body = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(queryId, 64)
    .storeCoins(units)
    .storeAddress(Address.parse(depositAddress))
    .storeAddress(Address.parse(owner))
    .storeBit(false) // no custom payload
    .storeCoins(FORWARD_TON)
    .storeBit(true) // the forward payload in a reference
    .storeRef(comment)
    .endCell();
  return {
    validUntil: nowS + VALID_FOR_S,
    messages: [{ address: jettonWallet, amount: ATTACHED_TON.toString(), payload: body.toBoc().toString('base64') }],
  };
}
