/**
 * The potential payout follows a stake typed in the player's number format:
 * German "1,5", a CJK IME's fullwidth "２". Only the network edge is faked (the kit: the player's
 * balance, GET /user/me); the language is loaded as
 * the app loads it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { GameRulesResponse } from '../../src/contract/game-rules';
import { OrderForm } from '../../src/features/home/components/OrderForm';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { createQueryClient } from '../../src/lib/query-client';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import type { LanguageCode } from '../../src/contract/languages';
import { fakeApi, ok } from './kit/fake-api';
import { USER } from './kit/fixtures';

const RULES: GameRulesResponse = {
  stake: { min: '0.100000', max: '1000.000000' },
  games: [
    { game: 'odd_even', draw: { min: 0, max: 9 }, multiplier: '1.95', payoutBps: 19_500, options: [{ option: 'even', wins: [0, 2, 4, 6, 8] }, { option: 'odd', wins: [1, 3, 5, 7, 9] }] },
  ],
};

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fakeApi({ 'GET /user/me': ok({ data: { ...USER, balance: '500.000000' } }) });
  await loadSettings({ storage: memoryAdapter(), channelName: 'home-payout-number-format' });
  await initI18n();
});

afterEach(async () => {
  resetI18n();
  await resetSettingsStore();
  vi.restoreAllMocks();
});

async function inLanguage(language: LanguageCode): Promise<void> {
  await act(async () => {
    setLanguage(language);
    await i18nSettled();
  });
}

async function typeStake(text: string): Promise<void> {
  const field = screen.getByRole('textbox');
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderForm game="odd_even" rules={RULES} onAttempt={vi.fn()} />
    </QueryClientProvider>,
  );
}

it('follows "1,5" typed in German: 1.5 USDT at 1.95x pays 2.925', async () => {
  await inLanguage('de');
  renderForm();
  await typeStake('1,5');
  expect(await screen.findByText('Möglicher Gewinn: 2,925 USDT')).toBeInTheDocument();
  await typeStake('10');
  expect(screen.getByText('Möglicher Gewinn: 19,50 USDT')).toBeInTheDocument();
});

it('follows a fullwidth "２" from a CJK keyboard', async () => {
  renderForm();
  await typeStake('２');
  expect(await screen.findByText('Potential payout: 3.90 USDT')).toBeInTheDocument();
  await typeStake('１．５');
  expect(screen.getByText('Potential payout: 2.925 USDT')).toBeInTheDocument();
});

it('writes the multiplier in the language’s numbers too: ×1,95 beside 1,95 USDT in Russian, not ×1.95', async () => {
  await inLanguage('ru');
  renderForm();
  expect((await screen.findAllByText('×1,95')).length).toBeGreaterThan(0);
  expect(screen.queryByText('×1.95')).toBeNull();
});
