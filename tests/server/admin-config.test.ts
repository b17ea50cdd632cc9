/**
 * The back office's settings fail closed (docs/back-office.md): ADMIN_TELEGRAM_IDS with a bad
 * entry, an unknown role or an id listed twice stops the server with a one-line reason, as does a
 * dual-approval threshold below the single one.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const base = { NODE_ENV: 'test' };

describe('ADMIN_TELEGRAM_IDS', () => {
  it('grants each listed id its role, and nobody anything when unset', () => {
    const config = loadConfig({ ...base, ADMIN_TELEGRAM_IDS: ' 101:viewer, 102:support,103:finance,104:admin ' });
    expect([...config.admin.operators]).toEqual([[101, 'viewer'], [102, 'support'], [103, 'finance'], [104, 'admin']]);
    expect(loadConfig(base).admin.operators.size).toBe(0);
  });

  it.each([
    ['a missing role', '101', '"101" is not <telegram id>:<role>'],
    ['an unknown role', '101:superuser', 'unknown role "superuser"'],
    ['an upper-case role', '101:Admin', '"101:Admin" is not <telegram id>:<role>'],
    ['a name instead of an id', 'alice:admin', '"alice:admin" is not <telegram id>:<role>'],
    ['an id listed twice', '101:viewer,101:admin', '101 is listed twice'],
    ['a zero id', '0:admin', 'is not a Telegram id'],
  ])('refuses %s with a one-line reason', (_name, value, reason) => {
    const load = () => loadConfig({ ...base, ADMIN_TELEGRAM_IDS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(reason);
    expect(load).toThrow(/^Invalid configuration: ADMIN_TELEGRAM_IDS [^\n]+$/);
  });

  it('reads the adjustment threshold, and refuses a dual withdrawal threshold below the single one', () => {
    expect(loadConfig({ ...base, ADJUSTMENT_DUAL_APPROVAL_ABOVE: '250.5' }).admin.adjustmentDualApprovalAboveMicro).toBe(250_500_000n);
    expect(() => loadConfig({ ...base, ADJUSTMENT_DUAL_APPROVAL_ABOVE: '-1' })).toThrow('ADJUSTMENT_DUAL_APPROVAL_ABOVE');
    const payments = { PAYMENTS: 'on', TON_API_BASE: 'http://127.0.0.1:4199', TON_NETWORK: 'testnet', TON_DEPOSIT_ADDRESS: `0:${'d3'.repeat(32)}`, TON_USDT_MASTER: `0:${'07'.repeat(32)}` };
    expect(loadConfig({ ...base, ...payments, WITHDRAW_DUAL_APPROVAL_ABOVE: '3000' }).payments?.withdrawDualApprovalAboveMicro).toBe(3_000_000_000n);
    expect(() => loadConfig({ ...base, ...payments, WITHDRAW_APPROVAL_ABOVE: '500', WITHDRAW_DUAL_APPROVAL_ABOVE: '100' })).toThrow('WITHDRAW_DUAL_APPROVAL_ABOVE must be at least WITHDRAW_APPROVAL_ABOVE');
  });
});
