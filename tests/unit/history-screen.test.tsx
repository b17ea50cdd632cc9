/** The history screen against a fake network edge (the kit): GET /game/history and nothing else. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '../../src/contract/api-types';
import { nextHistoryPage } from '../../src/features/history/api/get-history';
import HistoryScreen from '../../src/features/history/routes/HistoryScreen';
import { fakeApi } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

const BETS: Pick<HistoryEntry, 'game' | 'option' | 'number'>[] = [
  { game: 'odd_even', option: 'odd' },
  { game: 'big_small', option: 'over' },
  { game: 'lottery', option: 'lottery_2' },
  { game: 'lucky_number', option: 'lucky_number', number: 7 },
];

function entry(page: number, index: number): HistoryEntry {
  const n = (page - 1) * 20 + index;
  return {
    orderId: String(1000 - n),
    ...BETS[n % BETS.length]!,
    amount: '1.500000',
    result: n % 2 === 0 ? 'win' : 'loss',
    payout: n % 2 === 0 ? '2.925000' : '0.000000',
    outcome: 3,
    seedHash: 'b'.repeat(64),
    clientSeed: 'c1',
    nonce: n,
    createdAt: '2026-11-20T09:30:00.000Z',
  };
}

/**
 * `total` orders served as the server does: 20 a page, hasNext until the last page or page 5.
 * Only GET /game/history is answered (any other request fails the test), and only with a page 1-5.
 */
function fakeHistory(total: number) {
  const api = fakeApi({
    'GET /game/history': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      if (!Number.isInteger(page) || page < 1 || page > 5) return { status: 400, body: { error: { code: 'invalid_request', message: `page ${page}` } } };
      const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
      const body: HistoryPage = { data: Array.from({ length: count }, (_, i) => entry(page, i)), page, hasNext: total > page * 20 && page < 5 };
      return { status: 200, body };
    },
  });
  return { pages: () => api.callsTo('GET /game/history').map(({ url }) => Number(url.searchParams.get('page'))) };
}

function renderHistory() {
  renderWithApp(<HistoryScreen />, { path: '/history' });
}

/** A bound, not a speed check: rendering 40 rows in jsdom takes seconds on a busy shared machine. */
const SLOW = { timeout: 15_000 };

const items = () => within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem');

describe('HistoryScreen', () => {
  it('asks for pages 1 and 2 on first load and shows each entry with its labels', async () => {
    const { pages } = fakeHistory(60);
    renderHistory();
    await waitFor(() => expect(items()).toHaveLength(40), SLOW);
    expect(pages()).toEqual([1, 2]);
    const [first, second, third, fourth] = items();
    expect(first).toHaveTextContent('Odd or Even');
    expect(first).toHaveTextContent('Pick: Odd');
    expect(first).toHaveTextContent('Stake 1.50 USDT');
    expect(first).toHaveTextContent('Win');
    expect(first).toHaveTextContent('Payout 2.925 USDT');
    expect(second).toHaveTextContent('Big or Small');
    expect(second).toHaveTextContent('Pick: Big');
    expect(second).toHaveTextContent('Loss');
    expect(third).toHaveTextContent('Pick: 2');
    expect(fourth).toHaveTextContent('Pick: Lucky Number 7');
    expect(within(first!).getByText(/2026/)).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
  }, 40_000);

  it('loads more with the button, and never asks past hasNext false', async () => {
    const { pages } = fakeHistory(50);
    renderHistory();
    await waitFor(() => expect(items()).toHaveLength(40), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(50), SLOW);
    expect(pages()).toEqual([1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 40_000);

  it('stops after page 1 when it is the only one, and shows an empty state with a link to play', async () => {
    const { pages } = fakeHistory(0);
    renderHistory();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/');
    expect(pages()).toEqual([1]);
  });

  it('never computes a page past 5', () => {
    expect(nextHistoryPage({ data: [], page: 4, hasNext: true })).toBe(5);
    expect(nextHistoryPage({ data: [], page: 5, hasNext: true })).toBeUndefined();
    expect(nextHistoryPage({ data: [], page: 2, hasNext: false })).toBeUndefined();
  });
});
