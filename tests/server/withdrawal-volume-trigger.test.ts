/**
 * The tier-2 trigger on withdrawals (docs/compliance.md, "Verification tiers") on each database:
 * where the profile names `raiseToTier2.withdrawalsEur`, the player's withdrawals of the window
 * (less what came back refunded) reaching it ask tier 2 for stakes and deposits, one micro-USDT
 * under it does not, and withdrawing keeps the profile's tier; deposits under their own threshold
 * ask nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { playerAccount, type Account } from '../../server/books/accounts';
import { postTransfer } from '../../server/books/transfer-repository';
import type { TransferReason } from '../../src/contract/money-records';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const profiles = join(mkdtempSync(join(tmpdir(), 'withdrawal-trigger-')), 'profiles.json');
// At 0.9 EUR for one USDT: deposits ask tier 2 from 2,222.222223 USDT, withdrawals from 1,000 USDT.
writeFileSync(profiles, JSON.stringify({ profiles: { '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, raiseToTier2: { eur: 2000, days: 180, withdrawalsEur: 900 } } } }));

let references = 0;
async function post(ctx: ServerContext, from: Account, to: Account, amountMicro: bigint, reason: TransferReason): Promise<void> {
  references += 1;
  const posted = await postTransfer(ctx.db, { from, to, amountMicro, reason, reference: `${reason}:trigger-${references}` });
  expect(posted.status).toBe('posted');
}

async function required(ctx: ServerContext, user: InitDataUser) {
  const response = await ctx.call('GET', '/api/v1/player/verification', { user });
  expect(response.status).toBe(200);
  return response.json.data.required;
}

describeEachDb(
  'the tier-2 trigger on withdrawals',
  (ctx) => {
    it('asks tier 2 once the withdrawals of the window reach the threshold, not a micro-USDT before, and not after a refund takes them under', async () => {
      const user = newTelegramUser();
      const account = playerAccount((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number);
      await post(ctx, 'house:deposits', account, 1_500_000_000n, 'deposit');
      expect(await required(ctx, user)).toEqual({ stake: 0, deposit: 0, withdraw: 0 });
      await post(ctx, account, 'house:withdrawals_in_flight', 999_999_999n, 'withdrawal');
      expect(await required(ctx, user)).toEqual({ stake: 0, deposit: 0, withdraw: 0 });
      await post(ctx, account, 'house:withdrawals_in_flight', 1n, 'withdrawal');
      expect(await required(ctx, user)).toEqual({ stake: 2, deposit: 2, withdraw: 0 });
      // A withdrawal that came back refunded never left: the total is under the threshold again.
      await post(ctx, 'house:withdrawals_in_flight', account, 1n, 'withdrawal_refund');
      expect(await required(ctx, user)).toEqual({ stake: 0, deposit: 0, withdraw: 0 });
    });

    it('leaves the tier alone once the withdrawals are older than the window', async () => {
      const user = newTelegramUser();
      const account = playerAccount((await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number);
      await post(ctx, 'house:deposits', account, 1_500_000_000n, 'deposit');
      await post(ctx, account, 'house:withdrawals_in_flight', 1_000_000_000n, 'withdrawal');
      expect(await required(ctx, user)).toEqual({ stake: 2, deposit: 2, withdraw: 0 });
      ctx.now = new Date(Date.now() + 181 * 86_400_000);
      expect(await required(ctx, user)).toEqual({ stake: 0, deposit: 0, withdraw: 0 });
      ctx.now = null;
    });
  },
  { JURISDICTION_PROFILES: profiles, KYC_EUR_PER_USDT: '0.9' },
);
