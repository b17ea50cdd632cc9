/**
 * The deposit's amount field and the TON Connect message it becomes: the amount is read in the
 * player's number format (as the stake field), and the message is a TEP-74 jetton transfer to the
 * player's own jetton wallet carrying the memo as the forward payload's comment.
 */
import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { parseDepositAmount } from '../../src/features/wallet/deposit-amount';
import { depositTransaction, JETTON_TRANSFER_OP } from '../../src/features/wallet/ton/jetton-transfer';

describe('the deposit amount', () => {
  it.each([
    ['25', 'en', 25_000_000n],
    ['25,5', 'de', 25_500_000n],
    ['1.000,25', 'de', 1_000_250_000n],
    ['1 000,5', 'fr-FR', 1_000_500_000n],
    ['٢٥٫٥', 'ar', 25_500_000n],
    ['1.000001', 'en', 1_000_001n],
  ] as const)('reads %s in %s as %s jetton units', (text, language, units) => {
    expect(parseDepositAmount(text, '1.000000', language)).toBe(units);
  });

  it.each([['abc'], ['0.5'], ['-3'], [''], ['1e3'], ['25.5'], ['1,5.5']])('refuses %s (German) with null', (text) => {
    expect(parseDepositAmount(text, '1.000000', 'de')).toBeNull();
  });
});

describe('the deposit message', () => {
  const owner = new Address(0, Buffer.alloc(32, 0x11));
  const depositAddress = new Address(0, Buffer.alloc(32, 0x22));
  const jettonWallet = new Address(0, Buffer.alloc(32, 0x33));

  it('is one jetton transfer of the amount to the deposit address, with the memo as comment', () => {
    const request = { jettonWallet: jettonWallet.toString(), owner: owner.toRawString(), depositAddress: depositAddress.toString({ bounceable: false }), units: 25_000_000n, memo: 'sw0123456789ab', queryId: 42n, nowS: 1_000 };
    const { validUntil, messages } = depositTransaction(request);
    expect(validUntil).toBe(1_300);
    expect(messages).toHaveLength(1);
    expect(Address.parse(messages[0]!.address).equals(jettonWallet)).toBe(true);
    const body = Cell.fromBase64(messages[0]!.payload).beginParse();
    expect([body.loadUint(32), body.loadUintBig(64), body.loadCoins()]).toEqual([JETTON_TRANSFER_OP, 42n, 25_000_000n]);
    expect([body.loadAddress().equals(depositAddress), body.loadAddress().equals(owner), body.loadBit()]).toEqual([true, true, false]);
    expect(body.loadCoins()).toBeGreaterThan(0n);
    expect(body.loadBit()).toBe(true);
    const comment = body.loadRef().beginParse();
    expect([comment.loadUint(32), comment.loadStringTail()]).toEqual([0, 'sw0123456789ab']);
  });
});
