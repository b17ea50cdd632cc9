/** Shapes the unit tests share, typed by the contract so a changed API shape fails here first. */
import type { RefCircle, User, WalletSummary } from '../../../src/contract/api-types';

export const USER: User = {
  id: 7,
  telegramId: 700_000_001,
  telegramFullName: 'Ada Lovelace',
  username: 'ada_l',
  languageCode: 'en',
  balance: '1000.500000',
  refCode: 'ref7abc',
};

export const circle = (circleId: number, earnFromChild: string, isWithdrawn = false, referrals = 1): RefCircle => ({
  circleId,
  earnFromChild,
  isWithdrawn,
  referrals,
});

/** GET /wallet's summary on a server with payments on, terms accepted and no wallet bound. */
export const WALLET_SUMMARY: WalletSummary = {
  payments: true,
  balance: '1000.000000',
  held: '0.000000',
  termsAccepted: true,
  depositAddress: `UQ${'A'.repeat(46)}`,
  depositMemo: 'sw0123456789ab',
  usdtMaster: `EQ${'B'.repeat(46)}`,
  network: 'testnet',
  minDeposit: '1.000000',
  boundAddress: null,
  limits: null,
  walletsListUrl: null,
  heldReturning: null,
};
