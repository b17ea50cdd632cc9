import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, useFormatDate } from '../../src/i18n/format-date';
import { getI18nState, i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { t, useT } from '../../src/i18n/t';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { getLanguage, setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';

function Title() {
  const tr = useT();
  const { formatDate: format } = useFormatDate();
  return (
    <>
      <h1>{tr('nav.home')}</h1>
      <p data-testid="month">{format(new Date(2026, 2, 5), 'LLLL')}</p>
    </>
  );
}

/** Changes the stored language and waits until the UI has followed it. */
async function switchTo(code: string): Promise<void> {
  await act(async () => {
    setLanguage(code);
    await i18nSettled();
  });
}

let channel = 0;
beforeEach(async () => {
  await loadSettings({ storage: memoryAdapter(), channelName: `i18n-switch-${++channel}` });
  await initI18n();
});

afterEach(async () => {
  resetI18n();
  await resetSettingsStore();
  vi.restoreAllMocks();
});

describe('language switching', () => {
  it('re-renders useT components in the new language and sets html lang and dir', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    expect(screen.getByTestId('month')).toHaveTextContent('March');

    await switchTo('de');
    expect(screen.getByRole('heading')).toHaveTextContent('Start');
    expect(screen.getByTestId('month')).toHaveTextContent('März');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await switchTo('ar');
    expect(screen.getByRole('heading')).toHaveTextContent('الرئيسية');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await switchTo('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the stored language', async () => {
    resetI18n();
    await resetSettingsStore();
    await loadSettings({ storage: memoryAdapter({ 'app-storage': { language: 'fr-FR' } }), channelName: 'i18n-stored' });
    await initI18n();
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Accueil');
    expect(document.documentElement).toHaveAttribute('lang', 'fr-FR');
  });

  it('follows a change made in another tab', async () => {
    render(<Title />);
    const otherTab = new BroadcastChannel(`i18n-switch-${channel}`);
    try {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel
      otherTab.postMessage({ language: 'it' });
      await vi.waitFor(() => expect(getLanguage()).toBe('it')); // the UI starts loading it at once
      await act(() => i18nSettled());
      expect(screen.getByRole('heading')).toHaveTextContent('Home'); // Italian keeps "Home"
      expect(document.documentElement).toHaveAttribute('lang', 'it');
      expect(t('nav.friends')).toBe('Amici');
    } finally {
      otherTab.close();
    }
  });

  it('uses BCP 47 tags for the html lang of ua and tl-PH', async () => {
    await switchTo('ua');
    expect(document.documentElement).toHaveAttribute('lang', 'uk');
    await switchTo('tl-PH');
    expect(document.documentElement).toHaveAttribute('lang', 'fil-PH');
  });

  it('keeps the previous language on screen until the new one is loaded', async () => {
    await switchTo('fr-FR');
    render(<Title />);
    act(() => void setLanguage('ja-JP'));
    expect(screen.getByRole('heading')).toHaveTextContent('Accueil'); // never an id, never half a language
    expect(getI18nState().pending).toBe('ja-JP');
    await act(() => i18nSettled());
    expect(screen.getByRole('heading')).toHaveTextContent('ホーム');
    expect(getI18nState().pending).toBeNull();
  });

  it('applies only the last of quick successive changes', async () => {
    setLanguage('es-ES');
    setLanguage('it');
    await act(() => i18nSettled());
    expect(getI18nState().language).toBe('it');
    expect(t('nav.friends')).toBe('Amici');
  });

  it('rejects an unsupported code and keeps the language', async () => {
    await switchTo('ru');
    expect(setLanguage('xx')).toBe(false);
    expect(setLanguage('uk')).toBe(false); // Telegram's code; the spec's is ua
    expect(getLanguage()).toBe('ru');
    expect(t('nav.home')).toBe('Главная');
  });

  it('fills placeholders in every language and prints numbers as they are', async () => {
    expect(t('profile.playerId', { id: 1234567 })).toBe('Player ID 1234567');
    await switchTo('de');
    expect(t('profile.playerId', { id: 1234567 })).toBe('Spieler-ID 1234567');
    await switchTo('ko-KR');
    expect(t('order.result.outcome', { digit: 7 })).toBe('나온 숫자: 7');
  });

  it('shows the option labels of the spec in the language on screen', async () => {
    expect([t('option.even'), t('option.odd'), t('option.over'), t('option.under')]).toEqual(['Even', 'Odd', 'Big', 'Small']);
    await switchTo('fr-FR');
    expect([t('option.even'), t('option.odd'), t('option.over'), t('option.under')]).toEqual(['Pair', 'Impair', 'Grand', 'Petit']);
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 0, 15, 15, 4);

  it('formats in English by default', () => {
    expect(formatDate(date)).toBe('Jan 15, 2026');
  });

  it('uses the date-fns locale of the language on screen', async () => {
    await switchTo('de');
    expect(formatDate(date, 'd. MMMM yyyy')).toBe('15. Januar 2026');
    await switchTo('ua'); // date-fns `uk`
    expect(formatDate(date, 'LLLL')).toBe('січень');
    await switchTo('tl-PH'); // date-fns has no Tagalog: en-US
    expect(formatDate(date, 'MMMM')).toBe('January');
  });
});
