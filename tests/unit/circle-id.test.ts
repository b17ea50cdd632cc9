import { getWeek, getWeekYear } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { circleId, previousCircleId } from '../../src/contract/circle-id';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('circleId', () => {
  it('is the week-numbering year times 54 plus the week (spec section 3)', () => {
    const noon = new Date('2026-11-22T12:00:00Z');
    expect(circleId(noon)).toBe(2026 * 54 + getWeek(noon));
    expect(circleId(noon)).toBe(getWeekYear(noon) * 54 + getWeek(noon));
  });

  it('keeps the days of a week that straddles New Year in one circle', () => {
    expect(circleId(new Date('2026-12-31T12:00:00Z'))).toBe(circleId(new Date('2027-01-01T12:00:00Z')));
    expect(circleId(new Date('2027-01-01T12:00:00Z'))).toBe(2027 * 54 + 1);
  });

  it('gives the circle of the date one week earlier for the friends screen', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(previousCircleId(now)).toBe(circleId(new Date('2026-11-15T12:00:00Z')));
    expect(previousCircleId(new Date('2027-01-03T12:00:00Z'))).toBe(circleId(new Date('2026-12-27T12:00:00Z')));
  });

  it('is the same in every time zone, so app and server agree', () => {
    // Saturday 23:30 UTC: already Sunday (a new week) in Tokyo, still Saturday in Los Angeles.
    const edge = new Date('2026-11-21T23:30:00Z');
    const ids = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map((tz) => {
      process.env.TZ = tz;
      return circleId(edge);
    });
    expect(new Set(ids).size).toBe(1);
  });
});
