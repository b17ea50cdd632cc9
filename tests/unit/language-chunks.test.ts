import { describe, expect, it } from 'vitest';
import { isLanguageChunkPath, LANGUAGE_CHUNK_GLOBS, LANGUAGE_CHUNK_PREFIXES, languageChunkFileName } from '../../src/contract/language-chunks';

describe('language chunks: one naming for the build and the worker', () => {
  it('names the build’s chunks as the worker recognises them', () => {
    for (const prefix of Object.values(LANGUAGE_CHUNK_PREFIXES)) {
      const built = `/${languageChunkFileName(prefix).replace('[name]', 'de').replace('[hash]', 'Ab12_-x')}`;
      expect(isLanguageChunkPath(built)).toBe(true);
    }
    expect(LANGUAGE_CHUNK_GLOBS).toEqual(['**/messages-*.js', '**/date-locale-*.js']);
  });

  it.each(['/assets/index-Ab12.js', '/assets/HomeScreen-Ab12.js', '/assets/messages-de-Ab12.css', '/assets/x/messages-de-Ab12.js', '/messages-de-Ab12.js'])('leaves %s to the precache', (path) => {
    expect(isLanguageChunkPath(path)).toBe(false);
  });
});
