/** `ui` inside the app's real providers: the one render helper of the unit tests. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppQueryClient } from '../../../src/app/app-query-client';
import { Toaster } from '../../../src/app/toasts/Toaster';
import type { User } from '../../../src/contract/api-types';
import { RouterContextProvider } from '../../../src/lib/router-context';
import { USER } from './fixtures';

export interface RenderOptions {
  /** The memory router's path. */
  path?: string;
  /** The session's player (the router context); null: none. */
  user?: User | null;
  /** The toast area beside the screen (off for tests that read toasts another way). */
  toasts?: boolean;
}

/** The app's query client, the toast area, the session's user and a memory router that records. */
export function renderWithApp(ui: ReactNode, { path = '/', user = USER, toasts = true }: RenderOptions = {}) {
  const queryClient = createAppQueryClient(); // the app's, with its translated error toasts
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider value={{ user, startParam: '' }}>
        <Router hook={location.hook}>{ui}</Router>
      </RouterContextProvider>
      {toasts && <Toaster />}
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
