import { useState, type FormEvent, type ReactNode } from 'react';
import type { PlaceOrderBody } from '../../../contract/api-types';
import type { GameRulesResponse } from '../../../contract/game-rules';
import { GAME_OPTIONS, isOptionOf, type BetOption, type Game } from '../../../contract/games';
import { parseAmount } from '../../../i18n/parse-amount';
import { useT } from '../../../i18n/t';
import { displayNumber, displayUsdt } from '../../../i18n/format-amount';
import { useMe } from '../../../lib/session-api/get-me';
import { useOnline } from '../../../lib/use-online';
import { hideKeyboard } from '../../../telegram/haptics';
import type { OrderAttempt } from '../order-attempt';
import { parseStake } from '../parse-stake';
import { gameRule, potentialPayout } from '../potential-payout';
import { useOrderSubmit } from '../use-order-submit';
import { stakeProblem } from '../validate-stake';
import { ChoiceGroup } from './ChoiceGroup';
import { StakeField } from './StakeField';
import { Button } from '../../../ui/Button';

const DIGITS = Array.from({ length: 10 }, (_, digit) => ({ value: digit, label: String(digit) }));

/**
 * The bet for the current game: its option with its multiplier (and lucky_number's digit), the
 * stake with what a win would pay, and the button; `children` (the result) follow the button,
 * inside the form: the result's Try again submits the same bet again.
 */
export function OrderForm({
  game,
  rules,
  onAttempt,
  children,
}: {
  game: Game;
  /** GET /game/rules: odds and stake limits; undefined while loading (the form still works). */
  rules: GameRulesResponse | undefined;
  onAttempt: (attempt: OrderAttempt) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const online = useOnline();
  const balance = useMe().data?.balance;
  const [picked, setPicked] = useState<BetOption>(GAME_OPTIONS[game][0]);
  const [number, setNumber] = useState(7);
  const [stake, setStake] = useState('1');
  // Problems show once the player has typed or tried to place, not on a fresh form.
  const [showProblem, setShowProblem] = useState(false);
  const { submit, pending } = useOrderSubmit(onAttempt);

  // Switching games keeps the stake; an option of the previous game falls back to the first one.
  const option = isOptionOf(game, picked) ? picked : GAME_OPTIONS[game][0];
  // The stake as the player typed it ("1,5" in German), as the API's plain decimal ("1.5").
  const amount = parseAmount(stake);
  const problem = amount === null ? 'format' : stakeProblem(amount, balance, rules?.stake);
  const rule = gameRule(rules, game);
  // In the player's number format, as the stakes beside it (×1,95 in Russian, not ×1.95).
  const multiplier = rule ? t('order.multiplier', { multiplier: displayNumber(rule.multiplier) }) : undefined;
  const payout = problem || amount === null ? null : potentialPayout(rules, game, parseStake(amount));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowProblem(true);
    if (problem || !online || amount === null) return;
    // The stake is in: the keyboard would only cover the result (Telegram 9.1+).
    hideKeyboard();
    const body: PlaceOrderBody = { game, option, amount };
    if (game === 'lucky_number') body.number = number;
    void submit(body);
  }

  return (
    <form className="order-form" onSubmit={onSubmit} noValidate>
      {/* A game with one option (Lucky Number) has nothing to pick there: its choice is the digit (the
          potential payout line says what a win pays). */}
      {GAME_OPTIONS[game].length > 1 ? (
        <ChoiceGroup
          legend={t('order.option')}
          choices={GAME_OPTIONS[game].map((value) => ({ value, label: t(`option.${value}`), detail: multiplier }))}
          value={option}
          onChange={setPicked}
          replay="option"
        />
      ) : null}
      {game === 'lucky_number' ? (
        <ChoiceGroup legend={t('order.number')} choices={DIGITS} value={number} onChange={setNumber} columns={5} replay="number" />
      ) : null}
      <StakeField
        value={stake}
        onChange={(value) => {
          setStake(value);
          setShowProblem(true);
        }}
        balance={balance}
        limits={rules?.stake}
        problem={showProblem ? problem : null}
      />
      {/* Holds its line while empty, so typing an invalid stake does not move the button. */}
      <p className="order-form__payout">{payout ? t('order.potentialPayout', { payout: displayUsdt(payout) }) : null}</p>
      <Button type="submit" className="order-form__submit" disabled={pending || !online} data-replay="place-order">
        {!online ? t('order.offline') : pending ? t('order.placing') : t('order.place')}
      </Button>
      {children}
    </form>
  );
}
