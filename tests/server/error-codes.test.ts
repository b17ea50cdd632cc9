/**
 * Every error the API answers carries a code of the contract's list (src/contract/api-error-codes.ts),
 * the list the app has a translated text for: the server's helpers are typed against it, and this
 * checks the answers themselves, including those Fastify raises before our handlers run.
 */
import { expect, it } from 'vitest';
import { isApiErrorCode } from '../../src/contract/api-error-codes';
import { describeEachDb, newTelegramUser, type Response } from './helpers/test-server';

const codeOf = (response: Response) => ({ status: response.status, code: response.json?.error?.code, known: isApiErrorCode(response.json?.error?.code) });

describeEachDb('error codes', (ctx) => {
  it('are all in the contract, for each kind of failure', async () => {
    const user = newTelegramUser();
    const answers = [
      await ctx.call('GET', '/api/v1/user/me'),
      await ctx.call('GET', '/api/v1/user/me', { headers: { authorization: 'Basic abc' } }),
      await ctx.call('GET', '/api/v1/nothing-here', { user }),
      await ctx.order(user, { game: 'odd_even', option: 'odd', amount: 'lots' }),
      await ctx.call('POST', '/api/v1/game/orders', { user, body: '{"game":', headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' } }),
      await ctx.call('POST', '/api/v1/game/orders', { user, body: 'x'.repeat(17 * 1024), headers: { 'content-type': 'application/json', 'idempotency-key': 'k2' } }),
      await ctx.order(user, { game: 'odd_even', option: 'odd', amount: '1000' }),
      await ctx.call('POST', '/api/v1/user-ref-circle/1/withdraw', { user }),
    ];
    expect(answers.map(codeOf)).toEqual([
      { status: 401, code: 'missing_authorization', known: true },
      { status: 401, code: 'bad_auth_scheme', known: true },
      { status: 404, code: 'not_found', known: true },
      { status: 400, code: 'invalid_request', known: true },
      { status: 400, code: 'malformed_json', known: true },
      { status: 413, code: 'payload_too_large', known: true },
      { status: 409, code: 'insufficient_balance', known: true }, // the demo balance is 100
      { status: 409, code: 'circle_not_found', known: true },
    ]);
  });
});
