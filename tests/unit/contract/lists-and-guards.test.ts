/**
 * The contract's small lists and guards that the server and the console read: operator roles,
 * the back office's error codes, the state machines of complaints and withdrawals, the
 * notifications' kinds, the explorer link and the persisted cache's age.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_LOGIN_STATE_TTL_MS, OPERATOR_ROLES, isAdminErrorCode, isOperatorRole, roleAllows } from '../../../src/contract/admin';
import { COMPLAINT_TRANSITIONS } from '../../../src/contract/complaints';
import { explorerUrl } from '../../../src/contract/explorer-url';
import { NOTIFICATION_KINDS, PROMOTIONAL_KINDS, isNotificationKind } from '../../../src/contract/notifications';
import { PERSIST_MAX_AGE_MS } from '../../../src/contract/saved-data';
import { WITHDRAWAL_TRANSITIONS } from '../../../src/contract/withdrawal-statuses';

describe('operator roles', () => {
  it('isOperatorRole: the four roles only, strings only', () => {
    for (const role of OPERATOR_ROLES) expect(isOperatorRole(role)).toBe(true);
    for (const value of ['owner', 'Admin', '', undefined, null, 3, ['admin']]) expect(isOperatorRole(value)).toBe(false);
  });

  it('roleAllows: a role may do what it and every role below it may, never more', () => {
    const table = OPERATOR_ROLES.map((role) => OPERATOR_ROLES.map((required) => roleAllows(role, required)));
    expect(table).toEqual([
      [true, false, false, false],
      [true, true, false, false],
      [true, true, true, false],
      [true, true, true, true],
    ]);
  });

  it('isAdminErrorCode: listed codes only', () => {
    expect(isAdminErrorCode('csrf_mismatch')).toBe(true);
    expect(isAdminErrorCode('nope')).toBe(false);
    expect(isAdminErrorCode(undefined)).toBe(false);
  });

  it('a session idles out after 30 minutes, a login state after 10', () => {
    expect(ADMIN_IDLE_TIMEOUT_MS).toBe(1_800_000);
    expect(ADMIN_LOGIN_STATE_TTL_MS).toBe(600_000);
  });
});

describe('state machines', () => {
  it('complaints: a closed complaint stays closed, an escalated one is never reopened directly', () => {
    expect(COMPLAINT_TRANSITIONS).toEqual({
      open: ['answered', 'escalated', 'closed'],
      answered: ['open', 'escalated', 'closed'],
      escalated: ['answered', 'closed'],
      closed: [],
    });
  });

  it('withdrawals: sent and refunded are final', () => {
    expect(WITHDRAWAL_TRANSITIONS).toEqual({
      awaiting_approval: ['pending', 'rejected_refunded'],
      pending: ['sending', 'awaiting_approval'],
      sending: ['sent', 'failed_refunded', 'pending'],
      sent: [],
      failed_refunded: [],
      rejected_refunded: [],
    });
  });
});

describe('notifications', () => {
  it('only the invitations back to play are promotional; money notices never are', () => {
    expect(PROMOTIONAL_KINDS).toEqual(['referral_earnings_ready', 'friend_joined']);
    for (const kind of NOTIFICATION_KINDS) expect(isNotificationKind(kind)).toBe(true);
    for (const value of ['promo', '', undefined, 1]) expect(isNotificationKind(value)).toBe(false);
  });
});

describe('explorerUrl and the saved cache', () => {
  it('links the transaction on the wallet network, mainnet when unknown', () => {
    expect(explorerUrl('ab12', 'testnet')).toBe('https://testnet.tonviewer.com/transaction/ab12');
    expect(explorerUrl('ab12', 'mainnet')).toBe('https://tonviewer.com/transaction/ab12');
    expect(explorerUrl('ab12', null)).toBe('https://tonviewer.com/transaction/ab12');
  });

  it('keeps the persisted cache for seven days', () => {
    expect(PERSIST_MAX_AGE_MS).toBe(604_800_000);
  });
});
