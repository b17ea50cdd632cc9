/** The profile edit screen against a fake network edge (the kit) and an in-memory settings store. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileEditScreen from '../../src/features/profile/routes/ProfileEditScreen';
import { getI18nState, i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { createQueryClient } from '../../src/lib/query-client';
import { queryKeys } from '../../src/lib/query-keys';
import { loadSettings, resetSettingsStore, settingsWritten } from '../../src/settings/app-storage';
import { getLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { NOTIFICATION_KINDS, type NotificationSettings } from '../../src/contract/notifications';
import { fakeApi, ok, type FakeAnswer } from './kit/fake-api';

const USER = { id: 7, telegramId: 70, telegramFullName: 'Ada Lovelace', username: null, languageCode: 'en', balance: '1000.000000', refCode: 'r7' };

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

const NOTIFICATIONS: NotificationSettings = { kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationSettings['kinds'], reachable: true };

/** PATCH /user/me answered by `answer`; returns the bodies it was sent. */
function fakePatch(answer: (body: { languageCode: string }) => FakeAnswer) {
  const api = fakeApi({
    'PATCH /user/me': ({ body }) => answer(body as { languageCode: string }),
    // The screen also reads the bot notification settings (profile-notifications.test.tsx).
    'GET /user/notifications': ok({ data: NOTIFICATIONS }),
  });
  return () => api.callsTo('PATCH /user/me').map((request) => request.body);
}

function renderScreen() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.me(), USER);
  // PreloadLink needs no router for a plain render: wouter's default browser location.
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileEditScreen />
    </QueryClientProvider>,
  );
  return queryClient;
}

let storage = memoryAdapter();

beforeEach(async () => {
  storage = memoryAdapter();
  await loadSettings({ storage, channelName: 'profile-edit' });
  await initI18n();
});

afterEach(async () => {
  resetI18n();
  await resetSettingsStore();
  vi.restoreAllMocks();
});

describe('profile edit', () => {
  it('lists the 17 languages by their names, the current one chosen', () => {
    fakePatch(() => json(200, { data: USER }));
    renderScreen();
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const radios = within(group).getAllByRole('radio');
    // Each radio's label is its accessible name (a getByRole per language is slow in jsdom).
    const labels = radios.map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual([
      'English', '简体中文 Chinese', 'Français French', 'Español Spanish', '한국어 Korean', '日本語 Japanese',
      'Русский Russian', 'हिन्दी Hindi', 'Português Portuguese', 'Türkçe Turkish', 'Bahasa Indonesia Indonesian',
      'العربية Arabic', 'Deutsch German', 'Bahasa Melayu Malay', 'Filipino', 'Italiano Italian',
      'Українська Ukrainian',
    ]);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.closest('label')?.textContent)).toEqual(['English']);
    expect(screen.getByRole('radio', { name: 'Deutsch German' })).not.toBeChecked();
  });

  it('switches the UI at once, stores the choice and saves it to the account', async () => {
    const patches = fakePatch(({ languageCode }) => json(200, { data: { ...USER, languageCode } }));
    renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: /German/ }));
    expect(getLanguage()).toBe('de');
    await act(() => i18nSettled());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profil bearbeiten');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked(); // its name in German is its own
    expect(document.documentElement).toHaveAttribute('lang', 'de');

    await waitFor(() => expect(patches()).toEqual([{ languageCode: 'de' }]));
    await settingsWritten();
    expect(await storage.read('app-storage')).toMatchObject({ language: 'de' });
  });

  it('keeps the local choice and says why in the player’s language when the save fails', async () => {
    fakePatch(() => json(503, { error: { code: 'internal_error', message: 'Something went wrong on our side' } }));
    renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: /Italian/ }));
    await act(() => i18nSettled());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La lingua è stata cambiata qui, ma non è stato possibile salvarla nel tuo account: Qualcosa è andato storto da parte nostra. Riprova tra poco.',
    );
    expect(getI18nState().language).toBe('it');
    expect(getLanguage()).toBe('it');
    expect(screen.getByRole('radio', { name: /Italiano/ })).toBeChecked();
  });

  it('moves the selection with the arrow keys and applies it once, on Enter', async () => {
    const patches = fakePatch(({ languageCode }) => json(200, { data: { ...USER, languageCode } }));
    renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'English' })); // already on screen: nothing applies
    for (let press = 0; press < 5; press += 1) await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Japanese/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Japanese/ })).toHaveFocus();
    expect(getLanguage()).toBe('en');
    expect(patches()).toEqual([]);

    await user.keyboard('{Enter}');
    expect(getLanguage()).toBe('ja-JP');
    await act(() => i18nSettled());
    await waitFor(() => expect(patches()).toEqual([{ languageCode: 'ja-JP' }]));
  });

  it('offers Save only for a choice the keyboard moved to, and applies it with Save', async () => {
    const patches = fakePatch(({ languageCode }) => json(200, { data: { ...USER, languageCode } }));
    renderScreen();
    const user = userEvent.setup();
    // The language on screen is applied: nothing to save.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    screen.getByRole('radio', { name: 'English' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(getLanguage()).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(getLanguage()).toBe('zh-CN');
    await waitFor(() => expect(patches()).toEqual([{ languageCode: 'zh-CN' }]));
  });
});
