/** The friendly TON address written without @ton/core reads exactly as @ton/core writes it. */
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { friendlyAddress, shortAddress, walletAddress } from '../../../src/contract/ton-address';

const RAW = `0:${'927bf'.padEnd(64, 'a3')}`;
const MASTER = `-1:${'5'.repeat(64)}`;

describe('friendlyAddress', () => {
  it.each([
    [RAW, { bounceable: false, testOnly: false }],
    [RAW, { bounceable: true, testOnly: false }],
    [RAW, { bounceable: false, testOnly: true }],
    [RAW, { bounceable: true, testOnly: true }],
    [MASTER, { bounceable: true, testOnly: false }],
  ])('%s with %o matches @ton/core', (raw, options) => {
    expect(friendlyAddress(raw, options)).toBe(Address.parse(raw).toString({ urlSafe: true, ...options }));
  });

  it('rewrites a friendly address into the form asked for, and leaves what is not an address alone', () => {
    const bounceable = Address.parse(RAW).toString({ urlSafe: true, bounceable: true });
    expect(friendlyAddress(bounceable, { bounceable: false, testOnly: false })).toBe(Address.parse(RAW).toString({ urlSafe: true, bounceable: false }));
    expect(friendlyAddress('not an address', { bounceable: false, testOnly: false })).toBe('not an address');
    // A typo in a friendly address breaks its checksum: shown as given, never "corrected" to another wallet.
    const typo = `${bounceable.slice(0, 10)}${bounceable[10] === 'A' ? 'B' : 'A'}${bounceable.slice(11)}`;
    expect(friendlyAddress(typo, { bounceable: false, testOnly: false })).toBe(typo);
  });

  it('shows a player wallet non-bounceable, test-only on testnet, and shortens it to its ends', () => {
    expect(walletAddress(RAW, 'mainnet')).toMatch(/^UQ/);
    expect(walletAddress(RAW, 'testnet')).toMatch(/^0Q/);
    const friendly = walletAddress(RAW, 'mainnet');
    expect(shortAddress(friendly)).toBe(`${friendly.slice(0, 6)}…${friendly.slice(-4)}`);
  });
});
