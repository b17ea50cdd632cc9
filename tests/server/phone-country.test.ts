/**
 * The phone number's country (server/compliance/phone-country.ts, docs/compliance.md,
 * "Jurisdiction signals") on known numbers: the countries that share +44 and +1 told apart by
 * their ranges, and numbers that name no single country (no country at all, or a toll-free,
 * premium, personal or VoIP number, which rings wherever its owner chooses).
 */
import { describe, expect, it } from 'vitest';
import { phoneCountry } from '../../server/compliance/phone-country';

describe('the country of a shared phone number', () => {
  it.each([
    ['a UK mobile', '+44 7400 123456', 'GB'],
    ['a London line', '+44 20 7946 0000', 'GB'],
    // 07911 1 and 07911 7 are Guernsey's ranges; the rest of 07911 is the UK's.
    ['a UK mobile in 07911', '+44 7911 234567', 'GB'],
    ['a Guernsey mobile in 07911 1', '+44 7911 123456', 'GG'],
    ['a Guernsey mobile', '447781123456', 'GG'],
    ['a Guernsey line', '+44 1481 256789', 'GG'],
    ['a Jersey mobile', '+44 7797 123456', 'JE'],
    ['a Jersey line', '+44 1534 456789', 'JE'],
    ['an Isle of Man mobile', '+44 7624 123456', 'IM'],
    ['an Isle of Man line', '+44 1624 612345', 'IM'],
    ['a New Jersey number', '+1 201 555 0123', 'US'],
    ['a Toronto number', '+1 416 555 0123', 'CA'],
    ['a Russian mobile', '+7 912 345 6789', 'RU'],
    ['a Kazakh mobile', '+7 701 234 5678', 'KZ'],
    ['an Åland line', '+358 18 123456', 'AX'],
    ['a German mobile', '+49 151 12345678', 'DE'],
  ])('%s (%s) is %s', (_what, number, country) => {
    expect(phoneCountry(number)).toBe(country);
  });

  it.each([
    ['a toll-free number shared by the US, Canada and the Caribbean', '+1 800 555 0123'],
    ['a premium-rate number of +1', '+1 900 555 0123'],
    ['a Russian toll-free number', '+7 800 555 3535'],
    ['a UK personal number', '+44 70 1234 5678'],
    ['a UK VoIP number', '+44 56 1234 5678'],
    ['a German toll-free number', '+49 800 1234567'],
    ['a number in no range of +1', '+1 555 123 4567'],
    ['an international freephone number (+800)', '+800 1234 5678'],
    ['too few digits', '+44 12'],
  ])('%s (%s) names no single country', (_what, number) => {
    expect(phoneCountry(number)).toBeNull();
  });
});
