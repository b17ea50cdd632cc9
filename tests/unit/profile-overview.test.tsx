/** The profile overview: the session's player (router context) in the app's providers. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProfileOverviewScreen from '../../src/features/profile/routes/ProfileOverviewScreen';
import { setLanguage } from '../../src/settings/language';
import { USER } from './kit/fixtures';
import { renderWithApp } from './kit/render-app';

afterEach(() => setLanguage('en'));

describe('ProfileOverviewScreen', () => {
  it('shows the player’s name, id, balance and language, and the way to settings', () => {
    renderWithApp(<ProfileOverviewScreen />, { user: { ...USER, balance: '990.250000' } });
    const player = screen.getByRole('region', { name: 'Player' });
    expect(within(player).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(player).getByText('Player ID 7')).toBeInTheDocument();
    expect(within(player).getAllByRole('term').map((term) => term.textContent)).toEqual(['Balance', 'Language']);
    expect(within(player).getAllByRole('definition').map((value) => value.textContent)).toEqual(['990.25 USDT', 'English']);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit');
  });

  it('names the language the app is in', () => {
    setLanguage('ua');
    renderWithApp(<ProfileOverviewScreen />);
    expect(screen.getByText('Українська')).toBeInTheDocument(); // its own name, never the spec's English one
  });

  it('shows no player card when the build skips the me call', () => {
    renderWithApp(<ProfileOverviewScreen />, { user: null });
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
