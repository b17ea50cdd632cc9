/**
 * The payload builders of src/telegram/validate.ts called directly, for what the web app API never
 * passes them (null parameters, a widget link without a name): each must still answer with
 * Telegram's error code, never a TypeError.
 */
import { describe, expect, it } from 'vitest';
import { WebAppError } from '../../../src/telegram/errors';
import { downloadPayload, storyPayload } from '../../../src/telegram/validate';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof WebAppError ? error.code : `not a WebAppError: ${String(error)}`;
  }
};

describe('storyPayload', () => {
  const media = 'https://example.com/a.jpg';
  it('a widget link without a name carries only its URL', () => {
    expect(storyPayload(media, { widget_link: { url: 'https://example.com/x' } })).toEqual({
      media_url: media,
      widget_link: { url: 'https://example.com/x' },
    });
    expect(storyPayload(media, { widget_link: { url: 'https://example.com/x', name: '  ' } }).widget_link).toEqual({ url: 'https://example.com/x' });
  });
  it('a null widget link is WebAppShareToStoryParamInvalid', () => {
    expect(codeOf(() => storyPayload(media, { widget_link: null as unknown as { url: string } }))).toBe('WebAppShareToStoryParamInvalid');
  });
});

describe('downloadPayload', () => {
  it('no parameters at all is WebAppDownloadFileParamInvalid', () => {
    expect(codeOf(() => downloadPayload(undefined))).toBe('WebAppDownloadFileParamInvalid');
  });
  it('takes an https URL with a trimmed file name', () => {
    expect(downloadPayload({ url: 'https://example.com/r.csv', file_name: ' r.csv ' })).toEqual({ url: 'https://example.com/r.csv', file_name: 'r.csv' });
  });
});
