/** Shapes the unit tests share, typed by the contract so a changed API shape fails here first. */
import type { RefCircle, User } from '../../../src/contract/api-types';

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
