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

describe('friendlyAddress: what counts as an address', () => {
  const plain = { bounceable: false, testOnly: false };
  const expected = Address.parse(RAW).toString({ urlSafe: true, bounceable: false });
  const bounceable = Address.parse(RAW).toString({ urlSafe: true, bounceable: true });

  it('reads a raw or friendly address pasted with spaces around it (a non-breaking one too)', () => {
    expect(friendlyAddress(` ${RAW}\n`, plain)).toBe(expected);
    expect(friendlyAddress(`\u00a0${bounceable}\u00a0`, plain)).toBe(expected);
  });

  it('reads a workchain of more than one digit', () => {
    const friendly = friendlyAddress(`17:${'ab'.repeat(32)}`, plain);
    expect(friendly).toHaveLength(48);
    expect(atob(friendly.replace(/-/g, '+').replace(/_/g, '/')).charCodeAt(1)).toBe(17);
  });

  it('keeps the masterchain when rewriting a friendly address', () => {
    const master = Address.parse(MASTER).toString({ urlSafe: true, bounceable: true });
    expect(friendlyAddress(master, plain)).toBe(Address.parse(MASTER).toString({ urlSafe: true, bounceable: false }));
  });

  it('leaves alone a raw address with anything before or after it, and 48 characters that are not one', () => {
    for (const text of [`x${RAW}`, `${RAW}0`, `${RAW} x`, '!'.repeat(48), `${bounceable.slice(0, 24)} ${bounceable.slice(24)}`]) {
      expect(friendlyAddress(text, plain)).toBe(text);
    }
  });
});

describe('friendlyAddress: only 36 bytes are an address', () => {
  it('leaves alone 34 bytes whose checksum of zero would pass unread bytes for a CRC of 0', () => {
    // CRC-16/XMODEM over a message followed by its own CRC is 0, and two bytes past the end read as 0.
    const head = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0x11 : i * 7));
    let crc = 0;
    for (const byte of head) {
      crc ^= byte << 8;
      for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    const short = btoa(String.fromCharCode(...head, crc >> 8, crc & 0xff)).replace(/\+/g, '-').replace(/\//g, '_');
    expect(short).toHaveLength(48);
    expect(friendlyAddress(short, { bounceable: false, testOnly: false })).toBe(short);
  });
});

describe('shortAddress', () => {
  it('shortens only what is longer than 14 characters', () => {
    expect(shortAddress('UQAbcdefghijkl')).toBe('UQAbcdefghijkl');
    expect(shortAddress('UQA')).toBe('UQA');
    expect(shortAddress('UQAbcdefghijklm')).toBe('UQAbcd…jklm');
  });
});
