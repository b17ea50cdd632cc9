/**
 * Credit or debit a player with a reason (finance); booked against the house bankroll by the server.
 * The player is found and chosen (PlayerPicker), never typed as a bare id, and nothing is posted
 * before the review: name, username, ids, the balance now and after (docs/back-office.md).
 */
import { useState, type FormEvent } from 'react';
import type { OperatorRole } from '../../contract/admin';
import type { AdminPlayerRow } from '../../contract/admin-players';
import { formatUsdt, parseUsdt } from '../../contract/money';
import { useAdjustment } from '../api/adjustments';
import { MutationMessage } from '../components/MutationMessage';
import { usdt } from '../shared/format';
import { can } from '../shared/roles';
import { texts } from '../shared/texts';
import { AdjustmentReview } from './AdjustmentReview';
import { PlayerPicker } from './PlayerPicker';
import { WaitingAdjustments } from './WaitingAdjustments';

const SIGNED_AMOUNT = /^-?\d+(\.\d{1,6})?$/;

/** A signed decimal in micro-USDT (the API's own reading of it). */
function signedMicro(amount: string): bigint | null {
  const negative = amount.startsWith('-');
  const micro = parseUsdt(negative ? amount.slice(1) : amount);
  return micro === null ? null : negative ? -micro : micro;
}

export function AdjustmentsScreen({ role }: { role: OperatorRole }) {
  const [player, setPlayer] = useState<AdminPlayerRow | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const adjustment = useAdjustment();
  const allowed = can(role, 'adjust');

  function review(event: FormEvent) {
    event.preventDefault();
    const trimmed = amount.trim();
    const problemNow = !player ? texts.adjustments.badPlayer : !SIGNED_AMOUNT.test(trimmed) || Number(trimmed) === 0 ? texts.adjustments.badAmount : !reason.trim() ? texts.adjustments.needReason : null;
    setProblem(problemNow);
    if (problemNow) return;
    adjustment.reset();
    setReviewing(true);
  }

  function post() {
    if (!player) return;
    adjustment.mutate({ playerId: player.id, amount: amount.trim(), reason: reason.trim() }, { onSuccess: () => setReviewing(false) });
  }

  const result = adjustment.data;
  const success = result?.status === 'awaiting_approval' ? texts.adjustments.awaiting : texts.adjustments.posted(usdt(result?.balanceAfter));
  const change = signedMicro(amount.trim());
  const balance = player ? signedMicro(player.balance) : null;
  const after = change !== null && balance !== null ? balance + change : null;
  return (
    <>
      <h1>{texts.adjustments.title}</h1>
      <p className="muted">{texts.adjustments.explained}</p>
      {player ? (
        <p className="inline-form">
          <span>
            {texts.adjustments.chosen}: <strong>{texts.adjustments.playerLine(player.name, player.username, player.id, player.telegramId)}</strong> · {usdt(player.balance)}
          </span>
          <button type="button" disabled={reviewing} onClick={() => setPlayer(null)}>
            {texts.adjustments.change}
          </button>
        </p>
      ) : (
        <PlayerPicker disabled={!allowed} onChoose={setPlayer} />
      )}
      <form onSubmit={review} className="stack-form" noValidate>
        <label htmlFor="adjust-amount">{texts.adjustments.amount}</label>
        <input id="adjust-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} disabled={!allowed || reviewing} />
        <label htmlFor="adjust-reason">{texts.adjustments.reason}</label>
        <input id="adjust-reason" value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed || reviewing} maxLength={500} />
        <button type="submit" disabled={!allowed || reviewing} title={allowed ? undefined : texts.common.noPermission}>
          {texts.adjustments.review}
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {reviewing && player && change !== null && after !== null ? (
        <AdjustmentReview
          player={player}
          change={formatUsdt(change)}
          after={after}
          pending={adjustment.isPending}
          onPost={post}
          onBack={() => {
            adjustment.reset();
            setReviewing(false);
          }}
        />
      ) : null}
      <MutationMessage mutation={adjustment} success={success} />
      <WaitingAdjustments allowed={allowed} />
    </>
  );
}
