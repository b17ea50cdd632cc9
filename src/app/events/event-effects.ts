/**
 * What the app does with each event of the channel (docs/product.md section 4, docs/event-channel.md):
 * new_game, new_withdraw and new_deposit refresh history, me, circles and the wallet and show a 60 s toast in the player's
 * language; live_win joins the live wins in the query cache (once they are loaded: a list of one
 * would hide the server's); after a reconnect everything refetches, since
 * REST is the source of truth for what happened while the stream was down.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveWin } from '../../contract/api-types';
import type { StreamEvent } from '../../contract/events';
import { BET_OPTIONS } from '../../contract/games';
import { mergeLiveWins } from '../../events/live-wins';
import { displayUsdt } from '../../i18n/format-amount';
import { t } from '../../i18n/t';
import { queryKeys } from '../../lib/query-keys';
import type { ShowToast } from '../../lib/toast';
import { NOTICE_TOAST_MS } from '../../contract/constants';

/** The option's label in the player's language (docs/product.md section 8); an option this build does not know, as sent. */
const optionLabel = (option: string) => ((BET_OPTIONS as readonly string[]).includes(option) ? t(`option.${option as (typeof BET_OPTIONS)[number]}`) : option);

export function createEventEffects(queryClient: QueryClient, toast: ShowToast) {
  const refreshPlayer = () => {
    for (const queryKey of [queryKeys.history(), queryKeys.me(), queryKeys.circles(), queryKeys.wallet()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return {
    onEvent(event: StreamEvent): void {
      if (event.type === 'live_win') {
        const win = event.data;
        queryClient.setQueryData<LiveWin[]>(queryKeys.liveWins(), (wins) => wins && mergeLiveWins([win], wins));
        return;
      }
      refreshPlayer();
      // The statement shows the new status; the wallet screen explains it, no toast.
      if (event.type === 'withdrawal_update') return;
      if (event.type === 'new_game') {
        const { result, orderId, option } = event.data;
        const text = t('events.newGame', { result: t(`events.result.${result}`), orderId, option: optionLabel(option) });
        toast(text, { variant: result === 'win' ? 'success' : 'loss', duration: NOTICE_TOAST_MS, preventDuplicate: true });
      } else {
        const text =
          event.type === 'new_deposit'
            ? t('events.deposit', { amount: displayUsdt(event.data.amount) })
            : t(event.data.destination === 'wallet' ? 'events.payout' : 'events.payoutCredited', { payout: displayUsdt(event.data.payout) });
        toast(text, { variant: 'success', duration: NOTICE_TOAST_MS, preventDuplicate: true });
      }
    },
    onReconnected(): void {
      refreshPlayer();
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveWins() });
    },
  };
}
