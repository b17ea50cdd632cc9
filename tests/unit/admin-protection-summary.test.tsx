/**
 * The console's protection facts (src/admin/screens/ProtectionSummary.tsx): a permanent
 * self-exclusion is stored with an infinite end, which reaches the console as the latest date
 * JavaScript holds; an operator reads "permanently", never a date in the year 275760.
 */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AdminPlayerDetail } from '../../src/contract/admin-players';
import { ProtectionSummary } from '../../src/admin/screens/ProtectionSummary';

const PROTECTION: AdminPlayerDetail['protection'] = {
  limits: [],
  timeoutUntil: null,
  excludedUntil: null,
  excludedPermanently: false,
  selfExclusionMonths: [12, 36, 60, null],
  realityCheckMinutes: 60,
  termsVersion: null,
};

it('says a permanent self-exclusion has no end instead of showing its stored date', () => {
  render(<ProtectionSummary protection={{ ...PROTECTION, excludedUntil: '+275760-09-13T00:00:00.000Z', excludedPermanently: true }} />);
  expect(screen.getByText('Permanently, with no end')).toBeTruthy();
  expect(screen.queryByText(/275760/)).toBeNull();
});

it('shows a self-exclusion with an end as its date', () => {
  render(<ProtectionSummary protection={{ ...PROTECTION, excludedUntil: '2027-06-01T00:00:00.000Z' }} />);
  expect(screen.queryByText('Permanently, with no end')).toBeNull();
  expect(screen.getByText(/2027/)).toBeTruthy();
});

it('says which limits are the profile’s defaults and which the player set', () => {
  const limits = [
    { kind: 'deposit' as const, period: 'day' as const, amount: '50.000000', byDefault: { country: 'MT' } },
    { kind: 'stake' as const, period: 'day' as const, amount: '2.000000' },
  ];
  render(<ProtectionSummary protection={{ ...PROTECTION, limits }} />);
  const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(terms).toContainEqual(['deposit limit per day', '50.00 USDT (default of the profile for MT, not set by the player)']);
  expect(terms).toContainEqual(['stake limit per day', '2.00 USDT']);
});
