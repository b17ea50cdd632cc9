/**
 * Withdrawal tests' common steps: the payments environment, a player with a wallet bound through
 * the real POST /wallet/bind (a ton_proof signed by a real W5 wallet's key), and a cash-out request.
 */
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { expect } from 'vitest';
import { postTransfer } from '../../../server/books/transfer-repository';
import { HotWallet } from '../../../server/ton/hot-wallet';
import { paymentsOnEnv } from './payments-kit';
import { checkProofRequest, newTestWallet, type TestWallet } from './ton-connect-proof';
import { acceptTerms, newTelegramUser, type Response, type ServerContext } from './test-server';
import { startToncenterStandIn, type ToncenterStandIn } from './toncenter-stand-in';

export const DEPOSIT_ADDRESS = new Address(0, Buffer.alloc(32, 0xd3));
export const USDT_MASTER = new Address(0, Buffer.alloc(32, 0x07));

/** The chain a payout test file pays on: a toncenter stand-in on a port the kernel chose and a new hot wallet (close the chain after the file). */
export async function startChainAndHotWallet(): Promise<{ chain: ToncenterStandIn; hot: HotWallet }> {
  const chain = await startToncenterStandIn({ depositAddress: DEPOSIT_ADDRESS, usdtMaster: USDT_MASTER });
  return { chain, hot: await HotWallet.fromWords(await mnemonicNew(), 'testnet') };
}

/** PAYMENTS=on for a stand-in at apiBase, with the withdrawal limits these tests assume. */
export function paymentsEnv(apiBase: string, extra: Record<string, string> = {}): Record<string, string> {
  return paymentsOnEnv(apiBase, DEPOSIT_ADDRESS, USDT_MASTER, { WITHDRAW_MIN: '2', WITHDRAW_DAILY_MAX: '1000', WITHDRAW_APPROVAL_ABOVE: '50', ...extra });
}

export interface Player {
  user: ReturnType<typeof newTelegramUser>;
  id: number;
  wallet: TestWallet | null;
}

/** A player (100 USDT demo balance), with a bound W5 wallet unless told otherwise. */
export async function newPlayer(ctx: ServerContext, { bound = true } = {}): Promise<Player> {
  const user = newTelegramUser();
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  if (!bound) return { user, id, wallet: null };
  const wallet = newTestWallet('v5');
  await acceptTerms(ctx, user);
  const payload = (await ctx.call('GET', '/api/v1/wallet/proof-payload', { user })).json.data.payload as string;
  const response = await ctx.call('POST', '/api/v1/wallet/bind', { user, body: checkProofRequest(wallet, { payload, domain: 'localhost:80' }) });
  expect([response.status, response.json.error?.code]).toEqual([200, undefined]);
  return { user, id, wallet };
}

export async function credit(ctx: ServerContext, player: Player, micro: bigint): Promise<void> {
  await postTransfer(ctx.db, { from: 'house:bankroll', to: `player:${player.id}`, amountMicro: micro, reason: 'admin_credit', reference: `admin:test:${player.id}:${micro}:${Math.random()}` });
}

export function withdraw(ctx: ServerContext, player: Player, amount: unknown, key = `w-${Math.random().toString(36).slice(2)}`): Promise<Response> {
  return ctx.call('POST', '/api/v1/wallet/withdrawals', { user: player.user, body: { amount }, headers: { 'idempotency-key': key } });
}

export async function withdrawalRows(ctx: ServerContext, player: Player): Promise<{ id: string; status: string; amount_micro: bigint }[]> {
  return ctx.db.query('SELECT id::text AS id, status, amount_micro FROM withdrawals WHERE user_id = $1 ORDER BY id', [player.id]);
}

/** The payout worker's step for a batch of this one withdrawal (server/withdrawals/payout-worker.ts). */
export const signedOne = (id: number, sent: boolean) => ({ status: 'signed', batch: expect.any(Number), ids: [id], sent });
export const settledOne = (id: number, as: 'sent' | 'refunded' | 'requeued') => ({ status: 'settled', batch: expect.any(Number), sent: as === 'sent' ? [id] : [], refunded: as === 'refunded' ? [id] : [], requeued: as === 'requeued' ? [id] : [] });
export const openOne = (id: number, status: 'waiting' | 'resent') => ({ status, batch: expect.any(Number), ids: [id] });
