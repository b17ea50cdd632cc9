import { getWeek } from 'date-fns/getWeek';
import { getWeekYear } from 'date-fns/getWeekYear';
import { afterEach, describe, expect, it } from 'vitest';
import { circleId, circleWeekStart, previousCircleId } from '../../src/contract/circle-id';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('circleId', () => {
  it('is the week-numbering year times 54 plus the week (docs/product.md section 3)', () => {
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

  it('starts each circle on the Sunday 00:00 UTC of its week, in every time zone', () => {
    const DAY = 86_400_000;
    const wrong: string[] = [];
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = tz;
      // Every 7 hours (so every hour of the day comes up) across years, New Years and a leap day.
      for (let time = Date.UTC(2019, 11, 1); time < Date.UTC(2029, 1, 1); time += 7 * 3_600_000) {
        const start = circleWeekStart(circleId(new Date(time))).getTime();
        const sundayMidnight = new Date(start).getUTCDay() === 0 && start % DAY === 0;
        if (!sundayMidnight || time < start || time - start >= 7 * DAY) wrong.push(`${tz} ${new Date(time).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
    // 2025-01-01 (a Wednesday) is in week 1 of week-year 2025, which starts on Sunday 2024-12-29.
    expect(circleWeekStart(2025 * 54 + 1).toISOString()).toBe('2024-12-29T00:00:00.000Z');
  });
});

describe('circles at the week boundary, in whatever zone the process runs', () => {
  // `npm run mutate` runs this area in Europe/Berlin (scripts/mutation-areas.mjs): setting TZ inside
  // a worker thread has no effect, so only these fixed answers catch a date computed in local time.
  it('Saturday 23:30 UTC is still the old week; Sunday 00:30 UTC the new one', () => {
    expect(circleId(new Date('2026-11-21T23:30:00Z'))).toBe(2026 * 54 + 47);
    expect(circleId(new Date('2026-11-22T00:30:00Z'))).toBe(2026 * 54 + 48);
    expect(previousCircleId(new Date('2026-11-22T00:30:00Z'))).toBe(2026 * 54 + 47);
    expect(previousCircleId(new Date('2026-11-28T23:30:00Z'))).toBe(2026 * 54 + 47);
    expect(circleWeekStart(2026 * 54 + 48).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
  it('the week-numbering year turns at Sunday 00:00 UTC too', () => {
    expect(circleId(new Date('2026-12-26T23:30:00Z'))).toBe(2026 * 54 + 52);
    expect(circleId(new Date('2026-12-27T00:30:00Z'))).toBe(2027 * 54 + 1);
  });
  it('one week before Sunday 00:30 UTC is the Sunday before, across the end of summer time', () => {
    // Europe's summer time ended 2026-10-25 01:00 UTC: a week counted in Berlin's local time would
    // land on Saturday 23:30 UTC, a circle too early.
    expect(previousCircleId(new Date('2026-11-01T00:30:00Z'))).toBe(circleId(new Date('2026-10-25T00:30:00Z')));
  });
});
