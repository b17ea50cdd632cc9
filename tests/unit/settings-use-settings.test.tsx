import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { HowToPlay } from '../../src/features/home/components/HowToPlay';
import { useCurrentGame } from '../../src/features/home/use-current-game';
import { getSettings, loadSettings, resetSettingsStore, setIsFirstVisit } from '../../src/settings/app-storage';
import { setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { useSettings } from '../../src/settings/use-settings';

afterEach(() => resetSettingsStore());

it('re-renders with every settings change', async () => {
  await loadSettings({ storage: memoryAdapter(), channelName: 't-hook' });
  const { result } = renderHook(() => useSettings());
  expect(result.current.language).toBe('en');
  act(() => void setLanguage('ar'));
  expect(result.current.language).toBe('ar');
  act(() => setIsFirstVisit(false));
  expect(result.current.isFirstVisit).toBe(false);
});

it('home reads and saves the current game through the store', async () => {
  await loadSettings({ storage: memoryAdapter({ 'app-storage': { currentGame: 'lottery' } }), channelName: 't-game' });
  const { result } = renderHook(() => useCurrentGame());
  expect(result.current[0]).toBe('lottery');
  act(() => result.current[1]('lucky_number'));
  expect(result.current[0]).toBe('lucky_number');
  expect(getSettings().currentGame).toBe('lucky_number');
});

it('shows the how-to on a first visit until it is dismissed, then never again', async () => {
  await loadSettings({ storage: memoryAdapter(), channelName: 't-how-to' });
  const { unmount } = render(<HowToPlay />);
  await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
  expect(screen.queryByRole('heading', { name: 'How to play' })).not.toBeInTheDocument();
  expect(getSettings().isFirstVisit).toBe(false);
  unmount();
  render(<HowToPlay />);
  expect(screen.queryByRole('heading', { name: 'How to play' })).not.toBeInTheDocument();
});
