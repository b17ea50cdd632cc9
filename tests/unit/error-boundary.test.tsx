import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <p>fine</p>;
}

const fallback = ({ error }: { error: unknown }) => <p>caught: {(error as Error).message}</p>;

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback with the error, and clears it when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary fallback={fallback} resetKey="/a">
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('caught: boom')).toBeInTheDocument();

    rerender(
      <ErrorBoundary fallback={fallback} resetKey="/a">
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('caught: boom')).toBeInTheDocument(); // same key: still failed

    rerender(
      <ErrorBoundary fallback={fallback} resetKey="/b">
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
