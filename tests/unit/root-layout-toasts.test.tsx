/** The root layout's lazily loaded toast area: nothing raised in the meantime is lost. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as DeferredChunk from '../../src/app/events/start-event-channel';
import { RootLayout } from '../../src/app/RootLayout';
import { showToast } from '../../src/lib/toast';

// The real chunk, without the live event channel (its own tests run it): only its Toaster matters here.
vi.mock('../../src/app/events/start-event-channel', async (importOriginal) => ({
  ...(await importOriginal<typeof DeferredChunk>()),
  startEventChannel: () => () => {},
}));

beforeEach(() => void vi.spyOn(document, 'hidden', 'get').mockReturnValue(false));

it('shows a toast raised before the toast area loaded once it has, and drops one raised before the layout mounted', async () => {
  showToast('Before the layout', { variant: 'error' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RootLayout>
        <h1>Home</h1>
      </RootLayout>
    </QueryClientProvider>,
  );
  showToast('Order failed', { variant: 'error' });
  expect(screen.queryByRole('alert')).toBeNull(); // the chunk is still loading
  // A generous wait: the first import of the chunk transforms notistack in the test runner.
  expect(await screen.findByRole('alert', { name: 'Order failed' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('Before the layout')).toBeNull();
});
