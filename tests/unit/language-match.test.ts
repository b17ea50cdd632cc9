/** The client's start language from Telegram's `language_code`, case by case (the server matches with the same function). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, matchLanguage } from '../../src/contract/languages';
import { initialLanguage } from '../../src/settings/language';

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['pt-br', 'pt-PT'],
    ['zh-hans', 'zh-CN'],
    ['zh_TW', 'zh-CN'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['ua', 'ua'],
    ['DE', 'de'],
    ['ar', 'ar'],
    ['ms', 'ms-MY'],
    ['tl', 'tl-PH'],
    ['hi', 'hi-IN'],
    ['ja', 'ja-JP'],
    ['ko', 'ko-KR'],
  ])('%s -> %s', (tag, code) => {
    expect(matchLanguage(tag)).toBe(code);
    expect(initialLanguage(tag)).toBe(code);
  });

  it('matches every supported code to itself, in any case', () => {
    for (const code of LANGUAGE_CODES) {
      expect(matchLanguage(code)).toBe(code);
      expect(matchLanguage(code.toUpperCase())).toBe(code);
    }
  });

  it.each([undefined, null, '', 'xx', 'nl', 'qq-x-klingon'])('falls back to English for %s', (tag) => {
    expect(matchLanguage(tag)).toBe(DEFAULT_LANGUAGE);
  });
});
