/**
 * The hot wallet's batches (docs/payments.md, Batches) on the real highload wallet v3 contract in
 * @ton/sandbox: the first message deploys it, one message carries a full batch of jetton transfers
 * that each reach the hot jetton wallet once, the same message is refused again (its query_id),
 * before its created_at and after its timeout, and a wallet too poor for a batch takes the message
 * and sends none of it.
 */
import { randomBytes } from 'node:crypto';
import { Address, Cell, loadMessage, type Message, toNano, type Transaction } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { Blockchain, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { HIGHLOAD_TIMEOUT_S, HIGHLOAD_V3_CODE, HIGHLOAD_V3_CODE_HASH, MAX_BATCH } from '../../server/ton/highload-wallet-v3';
import { HotWallet, type PayoutOrder } from '../../server/ton/hot-wallet';

const JETTON_TRANSFER_OP = 0x0f8a7ea5;
const NOW = 1_790_000_000;

let chain: Blockchain;
let treasury: SandboxContract<TreasuryContract>;
let hot: HotWallet;
/** The hot wallet's USDT jetton wallet: every transfer of a batch is a message to it. */
const jettonWallet = new Address(0, randomBytes(32));

beforeEach(async () => {
  chain = await Blockchain.create();
  chain.now = NOW;
  treasury = await chain.treasury('operator');
  hot = await HotWallet.fromWords(await mnemonicNew(), 'mainnet');
});

const payouts = (n: number, first = 1): PayoutOrder[] => Array.from({ length: n }, (_, i) => ({ queryId: BigInt(first + i), amountMicro: BigInt(1_000_000 + i), destination: new Address(0, randomBytes(32)) }));

async function fund(ton: string): Promise<void> {
  await treasury.send({ to: hot.address, value: toNano(ton), bounce: false });
}

/** Runs an external message (a BOC, or the message itself); null when the wallet refused it (no transaction at all). */
async function run(message: string | Message): Promise<Transaction[] | null> {
  try {
    return (await chain.sendMessage(typeof message === 'string' ? loadMessage(Cell.fromBase64(message).beginParse()) : message)).transactions;
  } catch {
    return null;
  }
}

const aborted = (tx: Transaction) => tx.description.type === 'generic' && tx.description.aborted;

/** The jetton transfers that reached the jetton wallet, by query_id: each withdrawal id and how often. */
function arrivals(transactions: Transaction[]): Map<bigint, { times: number; amount: bigint; destination: string }> {
  const seen = new Map<bigint, { times: number; amount: bigint; destination: string }>();
  for (const tx of transactions) {
    const message = tx.inMessage;
    if (message?.info.type !== 'internal' || !message.info.dest.equals(jettonWallet)) continue;
    const body = message.body.beginParse();
    if (body.loadUint(32) !== JETTON_TRANSFER_OP) continue;
    const queryId = body.loadUintBig(64);
    const amount = body.loadCoins();
    const destination = body.loadAddress().toRawString();
    const before = seen.get(queryId);
    seen.set(queryId, { times: (before?.times ?? 0) + 1, amount, destination });
  }
  return seen;
}

describe('the highload wallet v3 hot wallet', () => {
  it('runs the upstream contract, whose code hash is the one named beside it', () => {
    expect(HIGHLOAD_V3_CODE.hash().toString('hex')).toBe(HIGHLOAD_V3_CODE_HASH);
  });

  it(`deploys with its first message and sends a batch of ${MAX_BATCH} jetton transfers, each reaching the jetton wallet once; the same message is refused again`, async () => {
    await fund('100');
    const orders = payouts(MAX_BATCH, 7000);
    const signed = hot.signBatch({ payouts: orders, jettonWallet, batchNumber: 1, createdAt: NOW - 60 });
    expect(signed.validUntil.getTime()).toBe((NOW - 60 + HIGHLOAD_TIMEOUT_S) * 1000);
    const transactions = (await run(signed.boc))!;
    expect(transactions).not.toBeNull();
    const [external, batch] = transactions;
    // The external message's transaction, by its hash, sent one message: the batch, to itself.
    expect(external!.inMessage!.info.type).toBe('external-in');
    expect(aborted(external!)).toBe(false);
    expect(external!.outMessagesCount).toBe(1);
    expect(batch!.inMessage!.info.dest!.toString()).toBe(hot.address.toString());
    expect(aborted(batch!)).toBe(false);
    expect(batch!.outMessagesCount).toBe(MAX_BATCH);
    const landed = arrivals(transactions);
    expect(landed.size).toBe(MAX_BATCH);
    for (const order of orders) expect(landed.get(order.queryId)).toEqual({ times: 1, amount: order.amountMicro, destination: order.destination.toRawString() });
    expect((await chain.getContract(hot.address)).accountState?.type).toBe('active');

    // The very same message again: now, later within its window, and after it: refused every time.
    expect(await run(signed.boc)).toBeNull();
    chain.now = NOW + 100;
    expect(await run(signed.boc)).toBeNull();
    chain.now = NOW + HIGHLOAD_TIMEOUT_S + 1;
    expect(await run(signed.boc)).toBeNull();
    // Another batch goes out with the next query_id; it carries the state init too, which an active wallet ignores.
    const next = hot.signBatch({ payouts: payouts(2, 9000), jettonWallet, batchNumber: 2, createdAt: chain.now! - 60 });
    expect(arrivals((await run(next.boc))!).size).toBe(2);
  });

  it('refuses a message whose created_at is ahead of the chain or older than its timeout, and one not signed by the key', async () => {
    await fund('10');
    // Deployed by a good message first, so each refusal below is the contract's own.
    expect(arrivals((await run(hot.signBatch({ payouts: payouts(1), jettonWallet, batchNumber: 3, createdAt: NOW }).boc))!).size).toBe(1);
    expect(await run(hot.signBatch({ payouts: payouts(1), jettonWallet, batchNumber: 4, createdAt: NOW + 5 }).boc)).toBeNull();
    expect(await run(hot.signBatch({ payouts: payouts(1), jettonWallet, batchNumber: 5, createdAt: NOW - HIGHLOAD_TIMEOUT_S }).boc)).toBeNull();
    const stranger = await HotWallet.fromWords(await mnemonicNew(), 'mainnet');
    const forged = stranger.signBatch({ payouts: payouts(1), jettonWallet, batchNumber: 6, createdAt: NOW - 1 });
    // The stranger's message, readdressed to our wallet: the signature does not match our key.
    const message = loadMessage(Cell.fromBase64(forged.boc).beginParse());
    expect(await run({ ...message, info: { ...message.info, dest: hot.address }, init: undefined } as Message)).toBeNull();
    // Each of them, signed by our key inside its window: taken.
    for (const batchNumber of [4, 5, 6]) expect(arrivals((await run(hot.signBatch({ payouts: payouts(1), jettonWallet, batchNumber, createdAt: NOW - 1 }).boc))!).size).toBe(1);
  });

  it('takes the message of a batch it cannot pay for and sends none of it: its query_id is spent, the transfers never leave', async () => {
    await fund('1');
    const signed = hot.signBatch({ payouts: payouts(100), jettonWallet, batchNumber: 7, createdAt: NOW - 60 });
    const transactions = (await run(signed.boc))!;
    expect(transactions).not.toBeNull();
    // Taken (its transaction exists), but the batch's action list failed as a whole: aborted, nothing out.
    const batch = transactions.find((tx) => tx.inMessage?.info.type === 'internal' && tx.inMessage.info.dest.equals(hot.address));
    expect(batch && aborted(batch)).toBe(true);
    expect(batch!.outMessagesCount).toBe(0);
    expect(arrivals(transactions).size).toBe(0);
    await fund('100');
    expect(await run(signed.boc)).toBeNull();
  });

  it(`refuses to build a batch above ${MAX_BATCH}: the wallet's own set_code takes the 255th action`, () => {
    expect(() => hot.signBatch({ payouts: payouts(MAX_BATCH + 1), jettonWallet, batchNumber: 8, createdAt: NOW })).toThrow(`a batch carries 1 to ${MAX_BATCH} messages`);
    expect(() => hot.signBatch({ payouts: [], jettonWallet, batchNumber: 8, createdAt: NOW })).toThrow(`a batch carries 1 to ${MAX_BATCH} messages, not 0`);
  });
});
