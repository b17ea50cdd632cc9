/**
 * The hot wallet's mnemonic file is refused with any mode bit beyond 0600 (docs/payments.md): a
 * group-readable file, an other-readable one, an executable or setuid one. The server reads it at
 * start (server/withdrawals/start-payout-worker.ts) and stops with this one-line reason.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { HotWallet } from '../../server/ton/hot-wallet';

/** A throw-away key, for tests only. */
const WORDS = 'park catalog fire trash scatter genuine height busy hurry increase move bean never run cruise jungle novel security term gorilla practice cheap code scissors';
const dir = mkdtempSync(join(tmpdir(), 'hot-wallet-mode-'));
const file = join(dir, 'mnemonic');
writeFileSync(file, WORDS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each(['0640', '0620', '0610', '0604', '0602', '0601', '0700', '0644', '0660', '4600', '2600', '1600'])('refuses a mnemonic file of mode %s, in one line naming the file', async (octal) => {
  const mode = Number.parseInt(octal, 8);
  chmodSync(file, mode);
  const error = (await HotWallet.fromFile(file, 'testnet').then(() => null, (e: unknown) => e)) as Error;
  expect(error.message).toBe(`${file} has mode ${octal}, more than its owner's read and write: chmod 600 it`);
  expect(error.message).not.toContain('\n');
  expect(error.message).not.toContain('park');
});

it.each(['0600', '0400'])('accepts a mnemonic file of mode %s', async (octal) => {
  chmodSync(file, Number.parseInt(octal, 8));
  const wallet = await HotWallet.fromFile(file, 'testnet');
  expect(wallet.address.equals((await HotWallet.fromWords(WORDS.split(' '), 'testnet')).address)).toBe(true);
});
