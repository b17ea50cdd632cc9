/**
 * The jurisdiction's minimum game cycle (docs/compliance.md, "Jurisdiction profiles") on each
 * database: with real money, an order sooner than `minGameCycleSeconds` after the player's previous
 * one is refused with 403 order_too_soon and when the next may go, taking nothing; at the cycle
 * and after it the order goes; two orders at once inside one cycle place one; a profile without a
 * cycle lets orders follow each other at once.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { InitDataUser } from '../../server/auth/sign-init-data';
import { playerAccount } from '../../server/books/accounts';
import { postTransfer } from '../../server/books/transfer-repository';
import { startPaymentsStandIn } from './helpers/payments-kit';
import { describeEachDb, newTelegramUser, type ServerContext } from './helpers/test-server';

const profiles = join(mkdtempSync(join(tmpdir(), 'game-cycle-')), 'profiles.json');
writeFileSync(
  profiles,
  JSON.stringify({
    profiles: {
      MT: { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 } },
      '*': { allowed: true, tier: { stake: 0, deposit: 0, withdraw: 0 }, minGameCycleSeconds: 3 },
    },
  }),
);
const { env: paymentsEnv } = await startPaymentsStandIn();

const bet = { game: 'odd_even', option: 'odd', amount: '1' };
const T0 = Date.parse('2026-11-26T09:00:00.000Z');

async function fundedPlayer(ctx: ServerContext): Promise<InitDataUser> {
  const user = newTelegramUser();
  const id = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data.id as number;
  const posted = await postTransfer(ctx.db, { from: 'house:deposits', to: playerAccount(id), amountMicro: 50_000_000n, reason: 'deposit', reference: `deposit:cycle-${user.id}` });
  expect(posted.status).toBe('posted');
  return user;
}

describeEachDb(
  'the minimum game cycle',
  (ctx) => {
    it('refuses an order just under the cycle after the previous one, and places one at it and just over it', async () => {
      const user = await fundedPlayer(ctx);
      ctx.now = new Date(T0);
      expect((await ctx.order(user, bet)).status).toBe(201);
      ctx.now = new Date(T0 + 2_999);
      const balance = await ctx.balance(user);
      const refused = await ctx.order(user, bet);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({ code: 'order_too_soon', details: { nextAt: new Date(T0 + 3_000).toISOString(), seconds: '3' } });
      expect(await ctx.balance(user)).toBe(balance);
      ctx.now = new Date(T0 + 3_000);
      expect((await ctx.order(user, bet)).status).toBe(201);
      ctx.now = new Date(T0 + 6_001);
      expect((await ctx.order(user, bet)).status).toBe(201);
      ctx.now = null;
    });

    it('places one of two orders sent at once inside one cycle', async () => {
      const user = await fundedPlayer(ctx);
      ctx.now = new Date(T0);
      const answers = await Promise.all([ctx.order(user, bet), ctx.order(user, bet)]);
      expect(answers.map((answer) => answer.status)).toEqual(expect.arrayContaining([201, 403]));
      expect(answers.find((answer) => answer.status === 403)?.json.error.code).toBe('order_too_soon');
      ctx.now = null;
    });

    it('lets orders follow each other at once where the profile names no cycle', async () => {
      const user = await fundedPlayer(ctx);
      expect((await ctx.call('POST', '/api/v1/player/residence', { user, body: { country: 'MT' } })).status).toBeLessThan(300);
      ctx.now = new Date(T0);
      expect((await ctx.order(user, bet)).status).toBe(201);
      expect((await ctx.order(user, bet)).status).toBe(201);
      ctx.now = null;
    });
  },
  { ...paymentsEnv, JURISDICTION_PROFILES: profiles },
);
