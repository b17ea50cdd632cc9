import { describe, expect, it } from 'vitest';
import { parseHomeSearch } from '../../src/features/home/home-search';

describe('parseHomeSearch', () => {
  it('reads ref and lang', () => {
    expect(parseHomeSearch('?ref=abc123&lang=fr-FR')).toEqual({ ref: 'abc123', lang: 'fr-FR' });
  });

  it('accepts a query string without the leading ?', () => {
    expect(parseHomeSearch('ref=abc')).toEqual({ ref: 'abc' });
  });

  it('leaves missing parameters undefined', () => {
    const search = parseHomeSearch('');
    expect(search.ref).toBeUndefined();
    expect(search.lang).toBeUndefined();
    expect(parseHomeSearch('?other=1')).toEqual({});
  });

  it('keeps the first value of a repeated parameter', () => {
    expect(parseHomeSearch('?ref=a&ref=b&lang=en&lang=ru')).toEqual({ ref: 'a', lang: 'en' });
  });

  it('keeps values as strings, decoded, even when they look like numbers', () => {
    expect(parseHomeSearch('?ref=123&lang=zh%2DCN')).toEqual({ ref: '123', lang: 'zh-CN' });
  });

  it('keeps a present but empty parameter as an empty string', () => {
    expect(parseHomeSearch('?ref=')).toEqual({ ref: '' });
  });
});
