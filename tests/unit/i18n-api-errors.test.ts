/** Every error code the server can answer has a text in every language, and the app shows it. */
import { format } from 'date-fns/format';
import { de } from 'date-fns/locale';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../src/contract/api-error-codes';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { API_ERROR_MESSAGES, apiErrorMessageId, apiErrorText, failureText } from '../../src/i18n/api-error-text';
import { loadCatalogue } from '../../src/i18n/catalogues';
import { enAll as en } from '../../src/i18n/messages/en-all';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { ApiError } from '../../src/lib/api-error';
import { errorToastText } from '../../src/lib/query-client';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';

beforeEach(async () => {
  await loadSettings({ storage: memoryAdapter(), channelName: 'i18n-api-errors' });
  await initI18n();
});

afterEach(async () => {
  resetI18n();
  await resetSettingsStore();
});

describe('API error texts', () => {
  it('map every code of the contract, and nothing else', () => {
    expect(new Set(Object.keys(API_ERROR_MESSAGES))).toEqual(new Set(API_ERROR_CODES));
  });

  it.each(LANGUAGE_CODES)('exist in the %s catalogue, translated', async (code) => {
    const catalogue = await loadCatalogue(code);
    const missing = API_ERROR_CODES.filter((errorCode) => !catalogue[API_ERROR_MESSAGES[errorCode]]?.trim());
    expect(missing).toEqual([]);
    const fallbacks = ['apiError.unknown', 'apiError.network'] as const;
    expect(fallbacks.filter((id) => !catalogue[id]?.trim())).toEqual([]);
    const ids = [...new Set(Object.values(API_ERROR_MESSAGES)), ...fallbacks];
    const copiedFromEnglish = code === 'en' ? [] : ids.filter((id) => catalogue[id] === en[id]);
    expect(copiedFromEnglish).toEqual([]);
  });

  it('give unknown codes the generic text, and a proxy’s 5xx page the server text', () => {
    expect(apiErrorMessageId('insufficient_balance')).toBe('apiError.insufficientBalance');
    expect(apiErrorMessageId('something_new')).toBe('apiError.unknown');
    expect(apiErrorMessageId('toString')).toBe('apiError.unknown');
    expect(apiErrorMessageId('http_502')).toBe('apiError.server');
    expect(apiErrorMessageId('http_418')).toBe('apiError.unknown');
  });

  it('are what the player reads, in the language on screen', async () => {
    const rejected = new ApiError(409, { error: { code: 'insufficient_balance', message: 'The stake 9.000000 USDT exceeds your balance' } });
    expect(errorToastText(rejected, undefined, (error) => apiErrorText(error.code))).toBe('Your balance is too low for this stake.');
    expect(failureText(new TypeError('Failed to fetch'))).toBe(en['apiError.network']);

    setLanguage('de');
    await i18nSettled();
    expect(failureText(rejected)).toBe('Dein Guthaben reicht für diesen Einsatz nicht aus.');
  });

  it('name the limit, its period and when it resets, or when a break ends, in the language and time of the player', async () => {
    const resetsAt = '2026-11-27T00:00:00.000Z';
    const limit = new ApiError(403, { error: { code: 'limit_reached', message: 'x', details: { kind: 'loss', period: 'day', limit: '2.500000', resetsAt } } });
    const date = format(new Date(resetsAt), 'PPp');
    expect(failureText(limit)).toBe(`Limit reached: Losses, Per day, 2.50 USDT. It resets on ${date}.`);
    const until = '2026-12-03T09:30:00.000Z';
    expect(failureText(new ApiError(403, { error: { code: 'timed_out', message: 'x', details: { until } } }))).toBe(`You are on a break until ${format(new Date(until), 'PPp')}.`);
    // Details the app does not know: the code's plain text.
    expect(apiErrorText('limit_reached', { kind: 'fun', period: 'day', limit: '1', resetsAt })).toBe(en['apiError.limitReached']);

    setLanguage('de');
    await i18nSettled();
    expect(failureText(limit)).toBe(`Limit erreicht: Verluste, Pro Tag, 2,50 USDT. Es wird am ${format(new Date(resetsAt), 'PPp', { locale: de })} zurückgesetzt.`);
    setLanguage('ar');
    await i18nSettled();
    expect(failureText(new ApiError(403, { error: { code: 'self_excluded', message: 'x', details: { until } } }))).toContain('لقد استبعدت نفسك من اللعب حتى');
  });
});
