/**
 * Known-answer vectors for what the hot wallet signs: a TEP-74 jetton transfer body and a whole
 * highload wallet v3 external message, fixed here as bytes and cell hashes, and built once more by
 * hand from the two layouts (TEP-74's `transfer` and the upstream highload-wallet-v3 wrapper's
 * message), so a field order, width or send-mode slip in server/ton fails even where the sandbox
 * contract would take the message anyway.
 */
import { Address, beginCell, external, internal, loadMessage, SendMode, storeMessage, storeMessageRelaxed, storeOutList, toNano, Cell } from '@ton/core';
import { mnemonicToPrivateKey, sign } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { highloadQueryId, highloadStateInit, MAX_BATCH } from '../../server/ton/highload-wallet-v3';
import { HotWallet, jettonTransferBody, type PayoutOrder } from '../../server/ton/hot-wallet';

/** A throw-away key, for these vectors only. */
const WORDS = 'park catalog fire trash scatter genuine height busy hurry increase move bean never run cruise jungle novel security term gorilla practice cheap code scissors'.split(' ');
const HOT_ADDRESS = '0:ba3f245702d44a562e36bc6e9daa89c96bd15c4278624fa6294be9a526302dce';
const ORDER: PayoutOrder = { queryId: 4242n, amountMicro: 12_345_678n, destination: new Address(0, Buffer.alloc(32, 0xab)) };
const SECOND: PayoutOrder = { queryId: 4243n, amountMicro: 1_000_000n, destination: new Address(-1, Buffer.alloc(32, 0x11)) };
const JETTON_WALLET = new Address(0, Buffer.alloc(32, 0xcd));
/**
 * The wallet of WORDS, derived once per file (the derivation is a tenth of a second, paid again by
 * every mutant's run of these tests). Taken inside each test, not in a hook: a mutant that breaks
 * the derivation fails the tests that use it.
 */
let derived: Promise<HotWallet> | undefined;
const hotWallet = () => (derived ??= HotWallet.fromWords(WORDS, 'mainnet'));

/** TEP-74: transfer#0f8a7ea5 query_id:uint64 amount:VarUInteger16 destination response_destination custom_payload:(Maybe ^Cell) forward_ton_amount:VarUInteger16 forward_payload:(Either Cell ^Cell). */
function tep74Transfer(order: PayoutOrder, response: Address): Cell {
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(order.queryId, 64)
    .storeCoins(order.amountMicro)
    .storeAddress(order.destination)
    .storeAddress(response)
    .storeMaybeRef(null) // no custom payload
    .storeCoins(0n) // no forward TON: the player's wallet gets no notification message
    .storeBit(0) // forward payload inline, empty
    .endCell();
}

describe('the jetton transfer body', () => {
  it('is these bits for withdrawal 4242 of 12.345678 USDT, excess to the hot wallet', async () => {
    const hot = await hotWallet();
    expect(hot.address.toRawString()).toBe(HOT_ADDRESS);
    const body = jettonTransferBody(ORDER, hot.address);
    // op 0f8a7ea5 | query_id 0000000000001092 | amount: 4-bit length 3, bc614e | destination 0:abab… | response 0:ba3f… | 0 | coins 0 (4 bits) | 0
    expect(body.toString()).toBe('x{0F8A7EA500000000000010923BC614E8015757575757575757575757575757575757575757575757575757575757575757002E8FC915C0B512958B8DAF1BA76AA2725AF457109E1893E98A52FA69498C0B7380}');
    expect(body.hash().toString('hex')).toBe('c851e571875f598344aabd39ef1ee2b840c55d7b38fea22785074938120ca5c2');
    expect(body.equals(tep74Transfer(ORDER, hot.address))).toBe(true);
  });
});

describe('the highload wallet v3 message of a batch', () => {
  it('is this message for a batch of two, built the same by hand from the wallet’s layout', async () => {
    const hot = await hotWallet();
    const signed = hot.signBatch({ payouts: [ORDER, SECOND], jettonWallet: JETTON_WALLET, batchNumber: 77, createdAt: 1_790_000_000 });
    expect(signed.hash).toBe('532a74a4c46ae46fa55aa6655bd917838a5603dc51b6a802843d5efb9a2a8e52');
    expect(signed.queryId).toBe(77);

    // By hand: each transfer an internal message to the hot jetton wallet with 0.05 TON, bounceable,
    // sent with mode 1 (pay fees separately, no ignore-errors), all in one action list.
    const keys = await mnemonicToPrivateKey(WORDS);
    const hotAddress = Address.parseRaw(HOT_ADDRESS);
    const actions = [ORDER, SECOND].map((order) => ({
      type: 'sendMsg' as const,
      mode: SendMode.PAY_GAS_SEPARATELY,
      outMsg: internal({ to: JETTON_WALLET, value: toNano('0.05'), bounce: true, body: tep74Transfer(order, hotAddress) }),
    }));
    // internal_transfer#ae42e5a4 query_id:uint64 actions:^OutList, sent by the wallet to itself, not bounceable.
    const internalTransfer = beginCell().storeUint(0xae42e5a4, 32).storeUint(77, 64).storeRef(beginCell().store(storeOutList(actions)).endCell()).endCell();
    const toSelf = beginCell().store(storeMessageRelaxed(internal({ to: hotAddress, value: toNano('0.01'), bounce: false, body: internalTransfer }))).endCell();
    // msg_inner: subwallet_id:uint32 message_to_send:^Cell send_mode:uint8 query_id:uint23 created_at:uint64 timeout:uint22
    const inner = beginCell().storeUint(0x10ad, 32).storeRef(toSelf).storeUint(1, 8).storeUint(77, 23).storeUint(1_790_000_000, 64).storeUint(300, 22).endCell();
    const body = beginCell().storeBuffer(sign(inner.hash(), keys.secretKey)).storeRef(inner).endCell();
    const message = beginCell().store(storeMessage(external({ to: hotAddress, init: highloadStateInit(keys.publicKey), body }))).endCell();
    expect(message.hash().toString('hex')).toBe(signed.hash);
    expect(Cell.fromBase64(signed.boc).equals(message)).toBe(true);
    expect(loadMessage(Cell.fromBase64(signed.boc).beginParse()).info.dest?.toString()).toBe(hotAddress.toString());
  });
});

describe('the batch number as the wallet\'s query_id, and the batch size', () => {
  it('is shift * 1024 + bit (bit 0..1022), distinct for 8,380,416 batches in a row, then round again', () => {
    const ids = 8192 * 1023;
    expect([0, 1, 1022, 1023, 1024, 2046, ids - 1, ids, ids + 1, -1].map(highloadQueryId)).toEqual([0, 1, 1022, 1024, 1025, 2048, (8191 << 10) + 1022, 0, 1, (8191 << 10) + 1022]);
  });

  it('carries 1 to 254 transfers: the wallet\'s own set_code takes the 255th action', async () => {
    expect(MAX_BATCH).toBe(254);
    const hot = await hotWallet();
    const batch = (n: number) => ({ payouts: Array.from({ length: n }, () => ORDER), jettonWallet: JETTON_WALLET, batchNumber: 1, createdAt: 1_790_000_000 });
    expect(() => hot.signBatch(batch(0))).toThrow('a batch carries 1 to 254 messages, not 0');
    expect(() => hot.signBatch(batch(255))).toThrow('a batch carries 1 to 254 messages, not 255');
    expect(hot.signBatch(batch(1)).queryId).toBe(1);
    expect(hot.signBatch(batch(254)).validUntil).toEqual(new Date((1_790_000_000 + 300) * 1000));
  });
});
