import { describe, expect, it } from 'vitest';
import { markdownTable, notAvailable, textTable } from '../../bench/report';
import { ms, percentile, ratioOf, spread, spreadMs } from '../../bench/stats';

describe('bench statistics', () => {
  it('percentile is the nearest rank of the unsorted values', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });

  it('spread gives the median (the mean of the middle two for an even count), min and max', () => {
    expect(spread([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, runs: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
    expect(spreadMs(spread([1200, 1000, 1500]))).toBe('1200 ms (1000-1500, n=3)');
  });

  it('gives no ratio against a reference under 10 ms (or the least given), nor for an unanswered figure', () => {
    expect(ratioOf(120, 100)).toBe('1.20x');
    expect(ratioOf(49, 1)).toBe('-');
    expect(ratioOf(49, 7, 1)).toBe('7.00x');
    expect(ratioOf(Number.POSITIVE_INFINITY, 20)).toBe('-');
  });

  it('prints a request that got no answer as unanswered, not as a number', () => {
    expect(ms(12.4)).toBe('12 ms');
    expect(ms(Number.POSITIVE_INFINITY)).toBe('unanswered');
    expect(percentile([5, 6, Number.POSITIVE_INFINITY], 99)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('bench report', () => {
  const rows = [
    { section: 'Load', metric: 'cold load', figure: '900 ms', reference: '600 ms', ratio: '1.50x', bar: '<= 1.30x', status: 'over' as const },
    notAvailable('Events', 'toast p95', '<= 250 ms', 'feature missing: no toast | yet'),
  ];

  it('says n/a with the reason instead of a figure', () => {
    expect(rows[1]).toMatchObject({ figure: 'n/a (feature missing: no toast | yet)', status: 'n/a', bar: '<= 250 ms' });
  });

  it('prints every row with figure, reference, ratio, bar and result, in text and Markdown', () => {
    const text = textTable(rows).split('\n');
    expect(text[0]).toMatch(/^section\s+measurement\s+figure\s+reference\s+ratio\s+bar\s+result$/);
    expect(text[2]).toMatch(/^Load\s+cold load\s+900 ms\s+600 ms\s+1\.50x\s+<= 1\.30x\s+over$/);
    const markdown = markdownTable(rows).split('\n');
    expect(markdown).toHaveLength(4);
    expect(markdown[3]).toBe('| Events | toast p95 | n/a (feature missing: no toast \\| yet) | - | - | <= 250 ms | n/a |');
  });
});
