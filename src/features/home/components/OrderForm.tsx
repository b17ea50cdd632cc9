import { useState, type FormEvent } from 'react';
import type { PlaceOrderBody } from '../../../contract/api-types';
import { GAME_OPTIONS, isOptionOf, type BetOption, type Game } from '../../../contract/games';
import { useT } from '../../../i18n/t';
import { useMe } from '../../../lib/session/get-me';
import { useOnline } from '../../../lib/use-online';
import { hideKeyboard } from '../../../telegram/haptics';
import type { PlacedOrder } from '../api/place-order';
import { useOrderSubmit } from '../use-order-submit';
import { stakeProblem } from '../validate-stake';
import { ChoiceGroup } from './ChoiceGroup';
import { StakeField } from './StakeField';

const DIGITS = Array.from({ length: 10 }, (_, digit) => ({ value: digit, label: String(digit) }));

/** The bet for the current game: its option (and lucky_number's digit), the stake, and the button. */
export function OrderForm({ game, onPlaced }: { game: Game; onPlaced: (order: PlacedOrder) => void }) {
  const t = useT();
  const online = useOnline();
  const balance = useMe().data?.balance;
  const [picked, setPicked] = useState<BetOption>(GAME_OPTIONS[game][0]);
  const [number, setNumber] = useState(7);
  const [stake, setStake] = useState('1');
  // Problems show once the player has typed or tried to place, not on a fresh form.
  const [showProblem, setShowProblem] = useState(false);
  const { submit, pending } = useOrderSubmit(onPlaced);

  // Switching games keeps the stake; an option of the previous game falls back to the first one.
  const option = isOptionOf(game, picked) ? picked : GAME_OPTIONS[game][0];
  const problem = stakeProblem(stake, balance);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowProblem(true);
    if (problem || !online) return;
    // The stake is in: the keyboard would only cover the result (Telegram 9.1+).
    hideKeyboard();
    const body: PlaceOrderBody = { game, option, amount: stake.trim() };
    if (game === 'lucky_number') body.number = number;
    void submit(body);
  }

  return (
    <form className="order-form" onSubmit={onSubmit} noValidate>
      <ChoiceGroup
        legend={t('order.option')}
        choices={GAME_OPTIONS[game].map((value) => ({ value, label: t(`option.${value}`) }))}
        value={option}
        onChange={setPicked}
      />
      {game === 'lucky_number' ? (
        <ChoiceGroup legend={t('order.number')} choices={DIGITS} value={number} onChange={setNumber} columns={5} />
      ) : null}
      <StakeField
        value={stake}
        onChange={(value) => {
          setStake(value);
          setShowProblem(true);
        }}
        balance={balance}
        problem={showProblem ? problem : null}
      />
      <button type="submit" className="button order-form__submit" disabled={pending || !online}>
        {!online ? t('order.offline') : pending ? t('order.placing') : t('order.place')}
      </button>
    </form>
  );
}
