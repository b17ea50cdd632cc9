/**
 * The limit periods' boundaries (src/contract/protection.ts): in UTC, weeks from Monday. The
 * mutation area runs with TZ=Europe/Berlin, so a boundary computed in local time is an hour off.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS, SELF_EXCLUSION_MONTHS, SESSION_GAP_MS, periodEnd, periodStart } from '../../../src/contract/protection';

const at = (iso: string) => new Date(iso);

describe('periodStart and periodEnd', () => {
  it('a day runs from 00:00 UTC to the next 00:00 UTC', () => {
    expect(periodStart('day', at('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(periodEnd('day', at('2026-03-10T23:30:00Z')).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // The first millisecond of a day belongs to it, the last one of the day before does not.
    expect(periodStart('day', at('2026-03-11T00:00:00Z')).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(periodStart('day', at('2026-03-10T23:59:59.999Z')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('a week runs from Monday 00:00 UTC for seven days', () => {
    // Sunday 2026-03-15 23:30 UTC is still the week of Monday the 9th (in Berlin it is Monday already).
    expect(periodStart('week', at('2026-03-15T23:30:00Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(periodEnd('week', at('2026-03-15T23:30:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(periodStart('week', at('2026-03-16T00:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });

  it('a month runs from the 1st 00:00 UTC to the next 1st, whatever its length', () => {
    expect(periodStart('month', at('2026-02-28T23:30:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(periodEnd('month', at('2026-02-28T23:30:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodEnd('month', at('2026-01-31T12:00:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    // Across the change to summer time (Berlin, 2026-03-29): still whole UTC days.
    expect(periodStart('month', at('2026-03-31T22:30:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodEnd('month', at('2026-03-31T22:30:00Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('the delays and lengths players are told', () => {
    expect(LIMIT_RAISE_DELAY_MS).toBe(86_400_000);
    expect(SESSION_GAP_MS).toBe(1_800_000);
    expect(SELF_EXCLUSION_MONTHS).toEqual([6, 12, 60]);
  });
});
