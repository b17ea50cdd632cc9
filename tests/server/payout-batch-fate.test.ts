/**
 * What the chain did with a stored payout batch (server/withdrawals/payout-batch-fate.ts), every
 * branch against a scripted indexer, at the finality boundary and one second either side: a
 * refund follows only `not_taken`, which needs the index read past valid_until + the margin with
 * no transaction of the message; anything not proven waits (`unknown`).
 */
import { describe, expect, it } from 'vitest';
import type { ToncenterClient } from '../../server/ton/toncenter-client';
import { batchFate, EXPIRY_MARGIN_S } from '../../server/withdrawals/payout-batch-fate';
import type { PayoutBatch } from '../../server/withdrawals/payout-batch-repository';

type Tx = { hash: string; aborted: boolean; outMessages: string[] };

const VALID_UNTIL_S = 1_800_000_000;
const FINAL_S = VALID_UNTIL_S + EXPIRY_MARGIN_S;
const batch: PayoutBatch = { id: 7, boc: 'te6cc', messageHash: 'aa'.repeat(32), queryId: 7, validUntil: new Date(VALID_UNTIL_S * 1000) };
const TO_SELF = 'bb'.repeat(32);

/** An indexer that knows these transactions per message hash and has read blocks up to `indexedUntilS`. */
function indexer(transactions: Record<string, Tx[]>, indexedUntilS = 0) {
  const asked: string[] = [];
  const client = {
    indexedUntil: async () => {
      asked.push('indexedUntil');
      return indexedUntilS;
    },
    messageTransactions: async (hash: string) => {
      asked.push(hash);
      return transactions[hash] ?? [];
    },
  };
  return { client: client as unknown as ToncenterClient, asked };
}

const at = (seconds: number) => new Date(seconds * 1000);
const taken = (outMessages: string[], aborted = false): Tx => ({ hash: 'cc'.repeat(32), aborted, outMessages });

describe('not taken as far as the index shows', () => {
  it('inside its window (up to valid_until + the margin): takeable, without asking how far the index has read', async () => {
    for (const now of [VALID_UNTIL_S - 100, VALID_UNTIL_S, FINAL_S]) {
      const { client, asked } = indexer({});
      expect(await batchFate(client, batch, at(now))).toBe('takeable');
      expect(asked).toEqual([batch.messageHash]);
    }
  });

  it('past its window, the index read past it: not_taken, the index asked before the message', async () => {
    const { client, asked } = indexer({}, FINAL_S + 1);
    expect(await batchFate(client, batch, at(FINAL_S + 1))).toBe('not_taken');
    expect(asked).toEqual(['indexedUntil', batch.messageHash]);
  });

  it('past its window, the index not past it yet (at it, or behind): unknown', async () => {
    expect(await batchFate(indexer({}, FINAL_S).client, batch, at(FINAL_S + 500))).toBe('unknown');
    expect(await batchFate(indexer({}, VALID_UNTIL_S).client, batch, at(FINAL_S + 500))).toBe('unknown');
  });

  it('only an aborted transaction of the message counts as not taken', async () => {
    const { client } = indexer({ [batch.messageHash]: [taken([], true)] }, FINAL_S + 1);
    expect(await batchFate(client, batch, at(FINAL_S + 1))).toBe('not_taken');
  });
});

describe('taken', () => {
  it('with nothing sent (no TON to send the batch to itself): unpaid', async () => {
    expect(await batchFate(indexer({ [batch.messageHash]: [taken([])] }).client, batch, at(VALID_UNTIL_S))).toBe('unpaid');
  });

  it('its batch transaction not indexed yet: unknown, inside the window or past it', async () => {
    const transactions = { [batch.messageHash]: [taken([TO_SELF])] };
    expect(await batchFate(indexer(transactions).client, batch, at(VALID_UNTIL_S))).toBe('unknown');
    expect(await batchFate(indexer(transactions, FINAL_S + 100).client, batch, at(FINAL_S + 100))).toBe('unknown');
  });

  it('its batch transaction sent the transfers: paid; aborted or sending nothing: unpaid', async () => {
    const run = (tx: Tx) => indexer({ [batch.messageHash]: [taken([TO_SELF])], [TO_SELF]: [tx] }).client;
    expect(await batchFate(run({ hash: 'dd'.repeat(32), aborted: false, outMessages: ['ee'.repeat(32)] }), batch, at(VALID_UNTIL_S))).toBe('paid');
    expect(await batchFate(run({ hash: 'dd'.repeat(32), aborted: true, outMessages: ['ee'.repeat(32)] }), batch, at(VALID_UNTIL_S))).toBe('unpaid');
    expect(await batchFate(run({ hash: 'dd'.repeat(32), aborted: false, outMessages: [] }), batch, at(VALID_UNTIL_S))).toBe('unpaid');
  });

  it('an aborted transaction beside the one that took it is passed over', async () => {
    const { client } = indexer({ [batch.messageHash]: [taken([], true), taken([TO_SELF])], [TO_SELF]: [{ hash: 'dd'.repeat(32), aborted: false, outMessages: ['ee'.repeat(32)] }] });
    expect(await batchFate(client, batch, at(FINAL_S + 1))).toBe('paid');
  });
});
