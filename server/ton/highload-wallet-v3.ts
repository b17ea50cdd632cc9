/**
 * The highload wallet v3 that pays withdrawals out in batches (docs/payments.md, Batches): its
 * code, its address, and the one message it takes. @ton/ton ships no highload v3 wrapper, so the
 * message layout is written here from the contract itself; @ton/core builds every cell.
 */
import { type Address, beginCell, Cell, contractAddress, internal, type MessageRelaxed, type OutActionSendMsg, SendMode, storeMessageRelaxed, storeOutList, type StateInit, toNano } from '@ton/core';
import { sign } from '@ton/crypto';

/**
 * The compiled contract, ton-blockchain/highload-wallet-contract-v3 (MIT),
 * build/HighloadWalletV3.compiled.json at commit f5d9b59; code hash
 * 11acad7955844090f283bf238bc1449871f783e7cc0979408d3f4859483e8525.
 */
const CODE_BASE64 =
  'te6cckECEAEAAigAART/APSkE/S88sgLAQIBIAINAgFIAwQAeNAg10vAAQHAYLCRW+EB0NMDAXGwkVvg+kAw+CjHBbORMODTHwGCEK5C5aS6nYBA1yHXTPgqAe1V+wTgMAIBIAUKAgJzBgcAEa3OdqJoa4X/wAIBIAgJABqrtu1E0IEBItch1ws/ABiqO+1E0IMH1yHXCx8CASALDAAbuabu1E0IEBYtch1wsVgA5bi/Ltou37IasJAoQJsO1E0IEBINch9AT0BNM/0xXRBY4b+CMloVIQuZ8ybfgjBaoAFaESuZIwbd6SMDPikjAz4lIwgA30D2+hntAh1yHXCgCVXwN/2zHgkTDiWYAN9A9voZzQAdch1woAk3/bMeCRW+JwgB9vLUgwjXGNEh+QDtRNDT/9Mf9AT0BNM/0xXR+CMhoVIguY4SM234IySqAKESuZJtMt5Y+CMB3lQWdfkQ8qEG0NMf1NMH0wzTCdM/0xXRUWi68qJRWrrypvgjKqFSULzyowT4I7vyo1MEgA30D2+hmdAk1yHXCgDyZJEw4g4B/lMJgA30D2+hjhPQUATXGNIAAfJkyFjPFs+DAc8WjhAwyCTPQM+DhAlQBaGlFM9A4vgAyUA5gA30FwTIy/8Tyx/0ABL0ABLLPxLLFcntVPgPIdDTAAHyZdMCAXGwkl8D4PpAAdcLAcAA8qX6QDH6ADH0AfoAMfoAMYBg1yHTAAEPACDyZdIAAZPUMdGRMOJysfsAtYW/Aw==';
export const HIGHLOAD_V3_CODE = Cell.fromBase64(CODE_BASE64);
export const HIGHLOAD_V3_CODE_HASH = '11acad7955844090f283bf238bc1449871f783e7cc0979408d3f4859483e8525';

/** The subwallet id upstream recommends (distinct from the ids of ordinary wallets). */
export const HIGHLOAD_SUBWALLET_ID = 0x10ad;
/**
 * Seconds a message stays takeable after its created_at; part of the wallet's data, hence of its
 * address: changing it makes another wallet. Long enough for a busy network to include a message,
 * short enough that a batch never taken is proven so (plus the margin) before the stuck alert.
 */
export const HIGHLOAD_TIMEOUT_S = 300;
/** op of the message the wallet sends itself to run a batch's action list. */
const INTERNAL_TRANSFER_OP = 0xae42e5a4;
/**
 * Out actions one batch carries. TVM allows 255 a transaction, and the wallet spends one of them
 * re-setting its own code while it runs the list (set_code), so 254 sends is the most that can go.
 */
export const MAX_BATCH = 254;
/** query_id: shift (13 bits) * 1023 + bit_number (10 bits, 0..1022): 8,380,416 distinct values. */
const QUERY_IDS = 8192 * 1023;

/** A batch's query_id from a running number (the batch's id): distinct for 8 million batches in a row. */
export function highloadQueryId(n: number): number {
  const index = ((n % QUERY_IDS) + QUERY_IDS) % QUERY_IDS;
  return (Math.floor(index / 1023) << 10) + (index % 1023);
}

export function highloadStateInit(publicKey: Buffer): StateInit {
  // public_key, subwallet_id, old_queries and queries (empty dicts), last_clean_time 0, timeout.
  const data = beginCell().storeBuffer(publicKey, 32).storeUint(HIGHLOAD_SUBWALLET_ID, 32).storeUint(0, 1 + 1 + 64).storeUint(HIGHLOAD_TIMEOUT_S, 22).endCell();
  return { code: HIGHLOAD_V3_CODE, data };
}

export function highloadAddress(publicKey: Buffer): Address {
  return contractAddress(0, highloadStateInit(publicKey));
}

export interface HighloadBatch {
  /** The messages the wallet sends, each with its own send mode (no IGNORE_ERRORS: all go or none). */
  messages: MessageRelaxed[];
  /** highloadQueryId(...) */
  queryId: number;
  /** Unix seconds; the wallet takes the message while created_at <= now < created_at + timeout. */
  createdAt: number;
}

/**
 * The signed body of the external message: the wallet checks the signature, its subwallet and
 * timeout, the time window and that the query_id is new, marks the query_id taken and commits
 * that, then sends itself `internal_transfer`, whose action list sends the batch.
 */
export function signHighloadBatch(wallet: Address, secretKey: Buffer, batch: HighloadBatch): Cell {
  if (batch.messages.length === 0 || batch.messages.length > MAX_BATCH) throw new Error(`a batch carries 1 to ${MAX_BATCH} messages, not ${batch.messages.length}`);
  const actions: OutActionSendMsg[] = batch.messages.map((outMsg) => ({ type: 'sendMsg', mode: SendMode.PAY_GAS_SEPARATELY, outMsg }));
  const actionList = beginCell().store(storeOutList(actions)).endCell();
  const body = beginCell().storeUint(INTERNAL_TRANSFER_OP, 32).storeUint(batch.queryId, 64).storeRef(actionList).endCell();
  // To itself, not bounceable: a failed action list must not send anything back, not even a bounce.
  const toSelf = beginCell().store(storeMessageRelaxed(internal({ to: wallet, value: toNano('0.01'), bounce: false, body }))).endCell();
  const inner = beginCell()
    .storeUint(HIGHLOAD_SUBWALLET_ID, 32)
    .storeRef(toSelf)
    .storeUint(SendMode.PAY_GAS_SEPARATELY, 8)
    .storeUint(batch.queryId, 23)
    .storeUint(batch.createdAt, 64)
    .storeUint(HIGHLOAD_TIMEOUT_S, 22)
    .endCell();
  return beginCell().storeBuffer(sign(inner.hash(), secretKey)).storeRef(inner).endCell();
}
