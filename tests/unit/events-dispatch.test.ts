import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelMessage } from '../../src/contract/event-channel';
import type { LiveWin } from '../../src/contract/api-types';
import type { StreamEvent } from '../../src/contract/events';
import { parseStreamEvent } from '../../src/events/core/parse-event';
import { createDispatcher } from '../../src/events/dispatcher';
import { createEventEffects } from '../../src/app/events/event-effects';
import { mergeLiveWins } from '../../src/events/live-wins';
import { queryKeys } from '../../src/lib/query-keys';
import { i18nSettled, initI18n, resetI18n } from '../../src/i18n/store';
import { loadSettings, resetSettingsStore } from '../../src/settings/app-storage';
import { setLanguage } from '../../src/settings/language';
import { memoryAdapter } from '../../src/settings/storage-adapter';

const game: StreamEvent = { type: 'new_game', data: { result: 'loss', orderId: '42', option: 'over' } };
const event = (id: string, e: StreamEvent = game): ChannelMessage => ({ kind: 'event', id, event: e });
const status = (state: 'open' | 'reconnecting'): ChannelMessage => ({ kind: 'status', holder: 'sw', state, at: 0 });
const win = (id: string): LiveWin => ({ id, name: 'Ada L.', game: 'odd_even', option: 'odd', payout: '1.950000', createdAt: '' });

describe('the tab dispatcher', () => {
  it('handles each event id once, whoever sent it', () => {
    const onEvent = vi.fn();
    const dispatch = createDispatcher({ onEvent, onReconnected: vi.fn() });
    dispatch(event('1'));
    dispatch(event('1')); // the worker and a fallback stream both relayed it
    dispatch(event('2'));
    dispatch({ kind: 'heartbeat', holder: 'tab', at: 0 });
    expect(onEvent.mock.calls.map((call) => call[1])).toEqual(['1', '2']);
  });

  it('refetches when the stream opens again after a break, not on the first open', () => {
    const onReconnected = vi.fn();
    const dispatch = createDispatcher({ onEvent: vi.fn(), onReconnected });
    dispatch(status('open'));
    expect(onReconnected).not.toHaveBeenCalled();
    dispatch(status('reconnecting'));
    dispatch(status('reconnecting'));
    dispatch(status('open'));
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });
});

describe('event effects', () => {
  it('toasts a game for 60 s with the spec text and refreshes history, me, circles and the wallet', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const toast = vi.fn();
    createEventEffects(queryClient, toast).onEvent(game);
    // A loss in the loss colour, not the info blue.
    expect(toast).toHaveBeenCalledWith('New LOSS order ID 42 option Big', expect.objectContaining({ duration: 60_000, variant: 'loss' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['game', 'history'],
      ['user', 'me'],
      ['user-ref-circle'],
      ['wallet'],
    ]);
  });

  it('toasts a deposit in the player’s number format and refreshes the balance and the wallet', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const toast = vi.fn();
    createEventEffects(queryClient, toast).onEvent({ type: 'new_deposit', data: { amount: '25.000000' } });
    expect(toast).toHaveBeenCalledWith('Deposit of 25.00 USDT received.', expect.objectContaining({ variant: 'success', duration: 60_000 }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['user', 'me']);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['wallet']);
  });

  it('toasts a game in the player’s language, its option too (docs/product.md section 8)', async () => {
    await loadSettings({ storage: memoryAdapter(), channelName: 'events-dispatch-fr' });
    await initI18n();
    setLanguage('fr-FR');
    await i18nSettled();
    try {
      const toast = vi.fn();
      createEventEffects(new QueryClient(), toast).onEvent(game);
      expect(toast).toHaveBeenCalledWith('Nouveau pari PERDU · ID 42 · option Grand', expect.objectContaining({ duration: 60_000 }));
      // An option this build does not know yet is shown as sent, not as a missing message.
      createEventEffects(new QueryClient(), toast).onEvent({ type: 'new_game', data: { result: 'win', orderId: '43', option: 'jackpot' } });
      expect(toast.mock.calls[1]?.[0]).toMatch(/ID 43 · option jackpot$/);
    } finally {
      resetI18n();
      await resetSettingsStore();
    }
  });

  it('toasts a payout and puts a live win first in the loaded live wins, once', () => {
    const queryClient = new QueryClient();
    const toast = vi.fn();
    const effects = createEventEffects(queryClient, toast);
    effects.onEvent({ type: 'new_withdraw', data: { payout: '12.500000', destination: 'wallet' } });
    expect(toast.mock.calls[0]?.[0]).toBe('Payout 12.50 USDT is processing.');
    // Without a bound wallet the payout is already on the balance, and the toast says so.
    effects.onEvent({ type: 'new_withdraw', data: { payout: '3.000000', destination: 'balance' } });
    expect(toast.mock.calls[1]?.[0]).toBe('Payout 3.00 USDT added to your balance.');

    effects.onEvent({ type: 'live_win', data: win('early') }); // before the list loaded: not a list of one
    expect(queryClient.getQueryData(queryKeys.liveWins())).toBeUndefined();
    queryClient.setQueryData(queryKeys.liveWins(), [win('old')]);
    effects.onEvent({ type: 'live_win', data: win('w1') });
    effects.onEvent({ type: 'live_win', data: win('w1') });
    expect(queryClient.getQueryData<LiveWin[]>(queryKeys.liveWins())?.map((w) => w.id)).toEqual(['w1', 'old']);
  });

  it('refetches the player and the live wins after a reconnect', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    createEventEffects(queryClient, vi.fn()).onReconnected();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['game', 'history'],
      ['user', 'me'],
      ['user-ref-circle'],
      ['wallet'],
      ['game', 'live-wins'],
    ]);
  });
});

describe('live wins', () => {
  it('puts streamed wins first, each id once, capped', () => {
    const merged = mergeLiveWins([win('b'), win('a')], [win('a'), win('z'), win('y')], 4);
    expect(merged.map((w) => w.id)).toEqual(['b', 'a', 'z', 'y']);
  });
});

describe('parseStreamEvent', () => {
  it('rejects non-JSON, unknown types and missing fields', () => {
    expect(parseStreamEvent('nope')).toBeNull();
    expect(parseStreamEvent('{"type":"other","data":{}}')).toBeNull();
    expect(parseStreamEvent('{"type":"new_withdraw","data":{}}')).toBeNull();
    expect(parseStreamEvent('{"type":"new_game","data":{"result":"draw","orderId":"1","option":"odd"}}')).toBeNull();
    expect(parseStreamEvent('{"type":"new_deposit","data":{"amount":5}}')).toBeNull();
    expect(parseStreamEvent('{"type":"new_deposit","data":{"amount":"5.000000"}}')).toEqual({ type: 'new_deposit', data: { amount: '5.000000' } });
    // An older server names no destination: it credited the balance.
    expect(parseStreamEvent('{"type":"new_withdraw","data":{"payout":"1.000000"}}')).toEqual({
      type: 'new_withdraw',
      data: { payout: '1.000000', destination: 'balance' },
    });
    expect(parseStreamEvent('{"type":"withdrawal_update","data":{"id":"4","status":"sent","txHash":"ab"}}')).toEqual({
      type: 'withdrawal_update',
      data: { id: '4', status: 'sent', txHash: 'ab' },
    });
    expect(parseStreamEvent('{"type":"withdrawal_update","data":{"id":"4","status":"sent","txHash":5}}')).toBeNull();
  });
});
