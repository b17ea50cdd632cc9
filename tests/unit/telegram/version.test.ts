import { describe, expect, it } from 'vitest';
import { FEATURE_MIN_VERSION, supportsFeature } from '../../../src/telegram/features';
import { compareVersions, isVersionAtLeast } from '../../../src/telegram/version';

describe('compareVersions', () => {
  it.each([
    ['7.10', '7.9', 1],
    ['7.9', '7.10', -1],
    ['6.10', '6.2', 1],
    ['6.2', '6.10', -1],
    ['8', '8.0', 0],
    ['8.0', '8', 0],
    ['8.0.0', '8', 0],
    ['8.0.1', '8', 1],
    ['7.10', '7.10', 0],
    [' 7.7 ', '7.7', 0],
    ['10.0', '9.9', 1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('treats garbage parts as 0 and never throws', () => {
    expect(compareVersions('abc', '0')).toBe(0);
    expect(compareVersions('', '0.0')).toBe(0);
    expect(compareVersions('7.x', '7.0')).toBe(0);
    expect(compareVersions('7.1a', '7.0')).toBe(0);
    expect(compareVersions(undefined, '6.0')).toBe(-1);
    expect(compareVersions(null, null)).toBe(0);
    expect(compareVersions(7.7, '0')).toBe(0);
    expect(compareVersions('..', '0')).toBe(0);
    expect(compareVersions('7.a1', '7.0')).toBe(0);
  });

  it('trims each part, not only the whole version', () => {
    expect(compareVersions('7. 10', '7.10')).toBe(0);
    expect(compareVersions('7 .10', '7.10')).toBe(0);
  });
});

describe('isVersionAtLeast', () => {
  it('is inclusive at the boundary', () => {
    expect(isVersionAtLeast('7.10', '7.10')).toBe(true);
    expect(isVersionAtLeast('7.9', '7.10')).toBe(false);
    expect(isVersionAtLeast('7.11', '7.10')).toBe(true);
    expect(isVersionAtLeast('6.1', '6.2')).toBe(false);
    expect(isVersionAtLeast('garbage', '6.0')).toBe(false);
  });
});

describe('FEATURE_MIN_VERSION', () => {
  it('spans 6.1 to 9.1 (docs/telegram-platform.md carries the spec past 8.0) and holds the spec thresholds', () => {
    const versions = Object.values(FEATURE_MIN_VERSION);
    expect(versions.reduce((min, v) => (compareVersions(v, min) < 0 ? v : min))).toBe('6.1');
    expect(versions.reduce((max, v) => (compareVersions(v, max) > 0 ? v : max))).toBe('9.1');
    expect(FEATURE_MIN_VERSION.shareMessage).toBe('8.0');
    expect(FEATURE_MIN_VERSION.safeArea).toBe('8.0');
    expect(FEATURE_MIN_VERSION.deviceStorage).toBe('9.0');
    expect(FEATURE_MIN_VERSION.closingConfirmation).toBe('6.2');
    expect(FEATURE_MIN_VERSION.verticalSwipes).toBe('7.7');
    expect(FEATURE_MIN_VERSION.bottomBarColor).toBe('7.10');
    expect(supportsFeature('7.9', 'bottomBarColor')).toBe(false);
    expect(supportsFeature('7.10', 'bottomBarColor')).toBe(true);
  });
});
