import { useQuery } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersistedQueries } from '../../src/app/PersistedQueries';
import type { Launch } from '../../src/app/launch';
import { createQueryClient } from '../../src/lib/query-client';
import { queryKeys } from '../../src/lib/query-keys';
import { createQueryPersister, persistOptions } from '../../src/lib/query-persist';

const launch: Pick<Launch, 'login'> = { login: Promise.resolve(null) };

function Player({ fetchMe }: { fetchMe: () => Promise<{ name: string }> }) {
  const me = useQuery({ queryKey: queryKeys.me(), queryFn: fetchMe });
  return <p>{me.data ? me.data.name : 'nobody yet'}</p>;
}

/** Awaited: the layer waits for the login exchange (`use`), which React resolves in an async act. */
async function renderApp(fetchMe: () => Promise<{ name: string }>) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <PersistedQueries client={createQueryClient()} launch={launch}>
          <Player fetchMe={fetchMe} />
        </PersistedQueries>
      </Suspense>,
    );
  });
}

/** What an earlier visit left in localStorage (no credentials in these tests: owner 'none'). */
async function saveEarlierVisit(name: string): Promise<void> {
  const earlier = createQueryClient();
  earlier.setQueryData(queryKeys.me(), { name });
  await persistQueryClientSave(persistOptions(earlier, 'none', createQueryPersister(localStorage, 0)));
  await vi.waitFor(() => expect(localStorage.getItem('sendswin-query-cache')).toContain(name));
}

afterEach(() => localStorage.clear());

describe('the app with its saved query cache', () => {
  it('shows the saved player before (and while) the network answers, then refetches it once', async () => {
    await saveEarlierVisit('Ada from last time');
    const fetchMe = vi.fn(() => new Promise<{ name: string }>(() => {})); // offline: never answers
    await renderApp(fetchMe);
    expect(await screen.findByText('Ada from last time')).toBeInTheDocument();
    expect(screen.queryByText('nobody yet')).toBeNull();
    await vi.waitFor(() => expect(fetchMe).toHaveBeenCalledTimes(1));
  });

  it('starts fetching at once on a first visit, and saves what it got', async () => {
    const fetchMe = vi.fn(async () => ({ name: 'Ada, first visit' }));
    await renderApp(fetchMe);
    expect(await screen.findByText('Ada, first visit')).toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem('sendswin-query-cache')).toContain('Ada, first visit'), { timeout: 3000 });
  });
});
