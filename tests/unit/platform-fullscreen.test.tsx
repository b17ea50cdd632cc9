/** The fullscreen setting: the profile switch where the client has it, applied at start and kept in step with Telegram. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { followFullscreen } from '../../src/app/telegram-fullscreen';
import { FullscreenSwitch } from '../../src/features/profile/components/FullscreenSwitch';
import { getSettings, loadSettings, resetSettingsStore, setFullscreen } from '../../src/settings/app-storage';
import { memoryAdapter } from '../../src/settings/storage-adapter';
import { getBridge } from '../../src/telegram/bridge';
import { getWebApp } from '../../src/telegram/current-web-app';
import { renderWithApp } from './kit/render-app';
import { enterTelegram, leaveTelegram } from './telegram-in-jsdom';

beforeEach(() => loadSettings({ storage: memoryAdapter(), channelName: 't-fullscreen' }));
afterEach(async () => {
  leaveTelegram();
  await resetSettingsStore();
});

it('8.0: the switch asks Telegram for fullscreen and back, and remembers the choice', async () => {
  const telegram = enterTelegram('8.0');
  renderWithApp(<FullscreenSwitch />);
  const toggle = screen.getByRole('switch', { name: 'Full screen' });
  expect(toggle).not.toBeChecked();
  await userEvent.click(toggle);
  expect(toggle).toBeChecked();
  expect(getSettings().fullscreen).toBe(true);
  await userEvent.click(toggle);
  expect(getSettings().fullscreen).toBe(false);
  expect(telegram.types()).toEqual(['web_app_request_fullscreen', 'web_app_exit_fullscreen']);
});

it('7.10 and a plain browser: no switch', () => {
  enterTelegram('7.10');
  const { unmount } = renderWithApp(<FullscreenSwitch />);
  expect(screen.queryByRole('switch')).toBeNull();
  unmount();
  leaveTelegram();
  renderWithApp(<FullscreenSwitch />);
  expect(screen.queryByRole('switch')).toBeNull();
});

it('applies the remembered choice at start and follows Telegram’s reports', async () => {
  setFullscreen(true);
  const telegram = enterTelegram('8.0');
  renderWithApp(<p>app</p>); // the toast area
  followFullscreen(getWebApp(), getBridge());
  expect(telegram.types()).toEqual(['web_app_request_fullscreen']);

  // Left through Telegram's own controls: the setting follows.
  await telegram.send('fullscreen_changed', { is_fullscreen: false });
  expect(getSettings().fullscreen).toBe(false);
  await telegram.send('fullscreen_failed', { error: 'ALREADY_FULLSCREEN' });
  expect(getSettings().fullscreen).toBe(true);
  // A client that cannot: off, and said.
  await telegram.send('fullscreen_failed', { error: 'UNSUPPORTED' });
  expect(getSettings().fullscreen).toBe(false);
  expect(await screen.findByText('Full screen is not available on this device.')).toBeInTheDocument();
});

it('below 8.0 nothing is asked, whatever the setting', () => {
  setFullscreen(true);
  const telegram = enterTelegram('7.10');
  followFullscreen(getWebApp(), getBridge());
  expect(telegram.types()).toEqual([]);
});
