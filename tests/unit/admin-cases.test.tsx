/**
 * The back office's markers-of-harm cases (src/admin/screens/CasesScreen.tsx) against the fake
 * API: support sees the open cases with what the scan saw, logs a contact and closes a case with a
 * reason (each posted as typed, the list read again after); a viewer is told the role may not see
 * them and nothing is asked. Only fetch is faked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { OperatorRole } from '../../src/contract/admin';
import type { HarmCase } from '../../src/contract/harm-markers';
import { CasesScreen } from '../../src/admin/screens/CasesScreen';
import { fakeApi } from './kit/fake-api';

const OPEN: HarmCase = {
  id: 12,
  player: { id: 7, telegramId: 700_000_007, name: 'Ada Lovelace', username: 'ada_l' },
  marker: 'timeout_after_losses',
  status: 'open',
  details: { lossBeforeTimeOut: 150, hours: 24, threshold: 100 },
  openedAt: '2026-11-26T10:00:00.000Z',
  closedAt: null,
  log: [],
};

function renderAs(role: OperatorRole) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CasesScreen role={role} />
    </QueryClientProvider>,
  );
}

it('lets support log a contact and close a case with a reason', async () => {
  let current = OPEN;
  const answer = () => ({ status: 200, body: { data: current } });
  const api = fakeApi({
    'GET /admin/api/cases': (request) => ({ status: 200, body: { data: request.url.searchParams.get('status') === 'open' && current.status !== 'open' ? [] : [current] } }),
    'POST /admin/api/cases/12/log': (request) => {
      const { action, text } = request.body as { action: 'contacted'; text: string };
      current = { ...current, log: [{ operator: 4242, action, text, at: '2026-11-26T11:00:00.000Z' }] };
      return answer();
    },
    'POST /admin/api/cases/12/close': (request) => {
      const { text } = request.body as { text: string };
      current = { ...current, status: 'closed', closedAt: '2026-11-26T12:00:00.000Z', log: [...current.log, { operator: 4242, action: 'closed', text, at: '2026-11-26T12:00:00.000Z' }] };
      return answer();
    },
  });
  renderAs('support');
  const region = await screen.findByRole('region', { name: 'Time-out right after losses: @ada_l' });
  expect(region).toHaveTextContent('lossBeforeTimeOut150');
  expect(region).toHaveTextContent('Nothing logged yet.');

  await userEvent.type(within(region).getByRole('textbox', { name: 'What you did' }), '  Called the player; offered a longer break.  ');
  await userEvent.click(within(region).getByRole('button', { name: 'Log contact' }));
  const log = await within(region).findByRole('list', { name: 'Interaction log' });
  expect(log).toHaveTextContent('Contacted the player by 4242, 26 Nov 2026, 11:00 UTC: Called the player; offered a longer break.');

  await userEvent.type(within(region).getByRole('textbox', { name: 'Why you close it' }), 'The player took a 30-day break.');
  await userEvent.click(within(region).getByRole('button', { name: 'Close case' }));
  expect(await screen.findByText('No case here.')).toBeInTheDocument();
  expect(api.posts().map((request) => [request.key, request.body])).toEqual([
    ['POST /admin/api/cases/12/log', { action: 'contacted', text: 'Called the player; offered a longer break.' }],
    ['POST /admin/api/cases/12/close', { text: 'The player took a 30-day break.' }],
  ]);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Closed');
  const closed = await screen.findByRole('region', { name: 'Time-out right after losses: @ada_l' });
  expect(closed).toHaveTextContent('Closed 26 Nov 2026, 12:00 UTC');
  expect(within(closed).queryByRole('button', { name: 'Close case' })).toBeNull();
});

it('tells a viewer the role may not see cases, and asks the server nothing', () => {
  const api = fakeApi({});
  renderAs('viewer');
  expect(screen.getByText('Cases are for support and up: your role may not see them.')).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});
