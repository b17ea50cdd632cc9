/**
 * The replay of taps made on the prerendered home (src/app/static-shell/replay-shell-taps.ts) on a
 * slow app: a change that renders only after more than a macrotask (a loaded phone, a render held
 * up). Each tap waits for the app to show the previous one, and a tap that never shows stops the rest,
 * so Place order never goes out on a form that has not taken the game tapped before it
 * (docs/performance.md "Taps before the app runs").
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayShellTaps, type ShellTap } from '../../src/app/static-shell/replay-shell-taps';
import type { HistoryEntry } from '../../src/contract/api-types';
import type { Game } from '../../src/contract/games';
import { GamePicker } from '../../src/features/home/components/GamePicker';
import { OrderForm } from '../../src/features/home/components/OrderForm';
import { createQueryClient } from '../../src/lib/query-client';
import { fakeApi, ok } from './kit/fake-api';
import { USER } from './kit/fixtures';

/** Longer than a macrotask, far shorter than the replay's cap. */
const SLOW_MS = 60;

const ORDER: HistoryEntry = {
  orderId: '1', game: 'big_small', option: 'over', amount: '5.000000', result: 'win',
  payout: '9.750000', outcome: 7, createdAt: '2026-11-22T10:00:00.000Z',
  seedHash: 'a'.repeat(64), clientSeed: 'c0ffee', nonce: 0,
};

function api() {
  const edge = fakeApi({
    'GET /user/me': ok({ data: USER }),
    'POST /game/orders': () => ({ status: 201, body: { data: ORDER, balance: USER.balance } }),
  });
  return { orders: () => edge.callsTo('POST /game/orders').map((request) => request.body) };
}

/** Home's picker and order form from one `game`, as HomeScreen has them; `later` decides when a picked game renders. */
function Home({ later }: { later: (render: () => void) => void }) {
  const [game, setGame] = useState<Game>('odd_even');
  return (
    <>
      <GamePicker game={game} onChange={(next) => later(() => setGame(next))} />
      <OrderForm game={game} rules={undefined} onAttempt={() => {}} />
    </>
  );
}

async function renderHome(later: (render: () => void) => void): Promise<HTMLElement> {
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <Home later={later} />
    </QueryClientProvider>,
  );
  await screen.findByText(/^Balance:/);
  return container;
}

/** A stake field whose change renders late, with its chips and a Place order that reports the stake it submits. */
function SlowStake({ onPlace }: { onPlace: (stake: string) => void }) {
  const [stake, setStake] = useState('1');
  const later = (value: string) => setTimeout(() => setStake(value), SLOW_MS);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPlace(stake);
      }}
    >
      <input aria-label="Stake" value={stake} onChange={(event) => later(event.target.value)} data-replay="stake" />
      <button type="button" onClick={() => later('5')} data-replay="stake:5">
        5
      </button>
      <button type="submit" data-replay="place-order">
        Place order
      </button>
    </form>
  );
}

describe('replaying the taps on the prerendered home on a slow app', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => vi.restoreAllMocks());

  it('replays the next tap only once the game tapped before it shows, and Place order sends that game', async () => {
    const network = api();
    const root = await renderHome((show) => setTimeout(show, SLOW_MS));
    // The game the app showed when each tap after the game's reached it.
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      const key = (event.target as HTMLElement).dataset.replay;
      if (key?.startsWith('game:')) return;
      seen.push(`${key} on ${root.querySelector<HTMLInputElement>('[data-replay^="game:"]:checked')?.dataset.replay}`);
    }, true);
    const taps: ShellTap[] = [{ key: 'game:big_small' }, { key: 'option:over' }, { key: 'place-order' }];
    await replayShellTaps(root, taps);

    expect(seen).toEqual(['option:over on game:big_small', 'place-order on game:big_small']);
    expect(screen.getByRole('radio', { name: 'Big or Small' })).toBeChecked();
    await waitFor(() => expect(network.orders()).toHaveLength(1));
    expect(network.orders()[0]).toEqual({ game: 'big_small', option: 'over', amount: '1' });
  });

  it('replays Place order only once a stake chip\'s and a typed stake\'s change show', async () => {
    const placed: string[] = [];
    const { container } = render(<SlowStake onPlace={(stake) => placed.push(stake)} />);
    await replayShellTaps(container, [{ key: 'stake:5' }, { key: 'place-order' }, { key: 'stake', value: '7' }, { key: 'place-order' }]);
    expect(placed).toEqual(['5', '7']);
  });

  it('drops the taps after one whose effect never shows: no order on the game the player left', async () => {
    const network = api();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The picked game never renders (a render that never comes).
    const root = await renderHome(() => {});
    await replayShellTaps(root, [{ key: 'game:big_small' }, { key: 'place-order' }], 200);

    // Time for an order a replayed Place order would have sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(network.orders()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Odd or Even' })).toBeChecked();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"game:big_small" did not take effect within 200 ms'));
  });
});
