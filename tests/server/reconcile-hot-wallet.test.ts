/**
 * `npm run admin -- reconcile` with a hot wallet configured (server/admin-commands.ts reconcile,
 * with the reader the CLI uses: server/ton/on-chain-usdt.ts), on each database, against the
 * toncenter stand-in: the USDT on chain is the deposit wallet's plus the hot wallet's, and it must
 * equal what the books say we hold through a deposit, a top-up of the hot wallet, a payout being
 * sent and its confirmation; a hot wallet short by one unit is a difference (exit status 1).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import { afterAll, expect, it } from 'vitest';
import { reconcile } from '../../server/admin-commands';
import { DepositWatcher } from '../../server/payments/deposit-watcher';
import { onChainUsdtReader } from '../../server/ton/on-chain-usdt';
import { ToncenterClient } from '../../server/ton/toncenter-client';
import { HotWallet } from '../../server/ton/hot-wallet';
import { PayoutWorker } from '../../server/withdrawals/payout-worker';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { describeEachDb } from './helpers/test-server';
import { newPlayer, withdraw } from './helpers/withdrawal-kit';

const dir = mkdtempSync(join(tmpdir(), 'sendswin-reconcile-'));
const mnemonicFile = join(dir, 'hot-wallet');
const words = await mnemonicNew();
writeFileSync(mnemonicFile, words.join(' '));
chmodSync(mnemonicFile, 0o600);
const hot = await HotWallet.fromWords(words, 'testnet');
const { chain, env, depositAddress } = await startPaymentsStandIn({ env: { TON_HOT_WALLET_MNEMONIC_FILE: mnemonicFile, WITHDRAW_MIN: '1' } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEachDb(
  'reconcile with a hot wallet',
  (ctx) => {
    it('holds deposit wallet + hot wallet against the books through a deposit, a top-up and a payout', async () => {
      chain.reset();
      const check = async () => reconcile(ctx.db, onChainUsdtReader(ctx.config.payments!));
      const player = await newPlayer(ctx);
      const memo = (await ctx.call('GET', '/api/v1/wallet', { user: player.user })).json.data.depositMemo as string;

      chain.deposit({ units: 30_000_000n, memo });
      await new DepositWatcher(ctx.db, new ToncenterClient(ctx.config.payments!), { ...ctx.config.payments!, jurisdictions: ctx.config.jurisdictions }).pollOnce();
      expect((await check()).lines).toEqual([
        'Sum over all accounts: 0.000000 USDT (must be 0)',
        'Deposit wallet 30.000000 USDT, hot wallet 0.000000 USDT',
        'On chain 30.000000 USDT, books 30.000000 USDT (of which unattributed 0.000000 USDT)',
        'Books reconciled',
      ]);

      // The operator funds the hot wallet from the deposit wallet: the sum on chain is the same.
      chain.move(depositAddress, hot.address, 20_000_000n);
      expect((await check()).lines.slice(1, 3)).toEqual(['Deposit wallet 10.000000 USDT, hot wallet 20.000000 USDT', 'On chain 30.000000 USDT, books 30.000000 USDT (of which unattributed 0.000000 USDT)']);
      expect((await check()).ok).toBe(true);

      // A payout of 10: sent (the hot wallet paid it), not yet confirmed, then confirmed.
      expect((await withdraw(ctx, player, '10')).status).toBe(201);
      const worker = new PayoutWorker(ctx.db, new ToncenterClient(ctx.config.payments!), hot, ctx.config.payments!);
      expect((await worker.workOnce()).status).toBe('signed');
      const sending = await check();
      expect(sending.lines.slice(1)).toEqual([
        'Deposit wallet 10.000000 USDT, hot wallet 10.000000 USDT',
        'On chain 20.000000 USDT, books 30.000000 USDT (of which unattributed 0.000000 USDT)',
        'Being sent 10.000000 USDT: the chain may hold that much less until the payout is confirmed',
        'Books reconciled',
      ]);
      expect((await worker.workOnce()).status).toBe('settled');
      const sent = await check();
      expect(sent.lines.slice(1)).toEqual(['Deposit wallet 10.000000 USDT, hot wallet 10.000000 USDT', 'On chain 20.000000 USDT, books 20.000000 USDT (of which unattributed 0.000000 USDT)', 'Books reconciled']);
      expect(sent.ok).toBe(true);

      // One unit gone from the hot wallet without the books knowing: a difference, exit status 1.
      chain.move(hot.address, new Address(0, Buffer.alloc(32, 0xee)), 1n);
      const short = await check();
      expect(short.lines.slice(-2)).toEqual(['On chain 19.999999 USDT, books 20.000000 USDT (of which unattributed 0.000000 USDT)', 'DIFFERENCE: the books do not reconcile']);
      expect(short.ok).toBe(false);
    });
  },
  env,
);
