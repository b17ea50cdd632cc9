import { describe, expect, it } from 'vitest';
import { circleId, previousCircleId } from '../../src/contract/circle-id';
import { hasEarnings, hasEarningsToWithdraw, splitWeeks } from '../../src/features/friends/circles';
import { circle } from './kit/fixtures';

const NOW = new Date('2026-03-11T12:00:00Z');
const THIS = circleId(NOW);
const LAST = previousCircleId(NOW);

describe('hasEarningsToWithdraw: the red dot (docs/product.md section 2)', () => {
  it('is true when last week’s record has earnings and is not withdrawn', () => {
    expect(hasEarningsToWithdraw([circle(THIS, '1.000000'), circle(LAST, '0.000001')], NOW)).toBe(true);
  });

  it.each([
    ['the circles are still loading', undefined],
    ['there are no circles', []],
    ['last week is withdrawn', [circle(LAST, '2.000000', true)]],
    ['last week earned nothing', [circle(LAST, '0.000000')]],
    ['only this week has earnings', [circle(THIS, '3.000000')]],
    ['only an older week has earnings', [circle(LAST - 1, '3.000000'), circle(LAST, '0.000000')]],
  ])('is false when %s', (_, circles) => {
    expect(hasEarningsToWithdraw(circles, NOW)).toBe(false);
  });

  it('follows the clock across New Year (week-numbering years)', () => {
    const newYear = new Date('2027-01-05T10:00:00Z');
    const lastDecember = circleId(new Date('2026-12-29T10:00:00Z'));
    expect(hasEarningsToWithdraw([circle(lastDecember, '1.000000')], newYear)).toBe(true);
  });
});

describe('splitWeeks', () => {
  it('finds this week, last week and the older ones, newest first', () => {
    const older = [circle(LAST - 1, '1.000000'), circle(LAST - 5, '0.000000', false, 0)];
    const weeks = splitWeeks([circle(THIS, '1.000000'), circle(LAST, '2.000000'), ...older], NOW);
    expect(weeks).toEqual({ current: circle(THIS, '1.000000'), lastWeek: circle(LAST, '2.000000'), earlier: older });
    expect(splitWeeks([], NOW)).toEqual({ current: undefined, lastWeek: undefined, earlier: [] });
  });
});

describe('hasEarnings', () => {
  it('needs earnings above zero and no withdraw', () => {
    expect(hasEarnings(circle(LAST, '0.010000'))).toBe(true);
    expect(hasEarnings(circle(LAST, '0.000000'))).toBe(false);
    expect(hasEarnings(circle(LAST, '5.000000', true))).toBe(false);
  });
});
