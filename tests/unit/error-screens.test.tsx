import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenericErrorScreen } from '../../src/app/GenericErrorScreen';
import { RouteErrorScreen } from '../../src/app/RouteErrorScreen';
import { reloadPage } from '../../src/app/reload-page';

vi.mock('../../src/app/reload-page', () => ({ reloadPage: vi.fn<() => void>() }));

describe('RouteErrorScreen', () => {
  it("says something went wrong and reloads the page on 'try again!'", async () => {
    render(<RouteErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'try again!' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('GenericErrorScreen', () => {
  it('reveals and hides the error message with the toggle', async () => {
    render(<GenericErrorScreen error={new Error('chunk exploded')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('chunk exploded')).not.toBeVisible();

    const show = screen.getByRole('button', { name: 'Show Error' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByText('chunk exploded')).toBeVisible();

    const hide = screen.getByRole('button', { name: 'Hide Error' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByText('chunk exploded')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show Error' })).toBeInTheDocument();
  });

  it("shows the default 'Not Found' text when the error has no message", async () => {
    render(<GenericErrorScreen error={new Error('')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Not Found')).toBeVisible();
  });
});
