import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LanguageLoadNotice } from '../../src/app/LanguageLoadNotice';
import { Toaster } from '../../src/app/toasts/Toaster';
import { getI18nState, i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { useT } from '../../src/i18n/t';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { getLanguage, setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';

// Offline before the language's chunks were ever cached: every load of another language fails.
const loadLanguage = vi.hoisted(() => vi.fn());
vi.mock('../../src/i18n/load-language', () => ({ loadLanguage }));

function Screen() {
  return (
    <>
      <h1>{useT()('nav.home')}</h1>
      <LanguageLoadNotice />
      <Toaster />
    </>
  );
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  loadLanguage.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await loadSettings({ storage: memoryAdapter(), channelName: 'i18n-load-failure' });
  await initI18n();
});

afterEach(async () => {
  resetI18n();
  await resetSettingsStore();
  vi.restoreAllMocks();
});

it('keeps the language on screen, and html lang and dir, and says so', async () => {
  render(<Screen />);
  await act(async () => {
    setLanguage('ar');
    await i18nSettled();
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Home');
  expect(getI18nState()).toMatchObject({ language: 'en', pending: null, failure: { language: 'ar' } });
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(logged).toHaveBeenCalledWith('i18n: could not load language ar', expect.any(TypeError));
  expect(await screen.findByText('Arabic could not be loaded, so the app stays in this language. Check your connection and try again.')).toBeInTheDocument();
});

it('loads the language when the player picks it again once back online', async () => {
  render(<Screen />);
  await act(async () => {
    setLanguage('de');
    await i18nSettled();
  });
  expect(getLanguage()).toBe('de'); // the choice is kept; only the UI could not follow yet

  loadLanguage.mockResolvedValue({ t: () => 'Start', dateLocale: undefined });
  await act(async () => {
    setLanguage('de');
    await i18nSettled();
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Start');
  expect(getI18nState()).toMatchObject({ language: 'de', failure: null });
});
