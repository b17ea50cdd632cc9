/** Credit or debit a player with a reason (finance); booked against the house bankroll by the server. */
import { useState, type FormEvent } from 'react';
import type { OperatorRole } from '../../contract/admin';
import { useAdjustment } from '../api/adjustments';
import { MutationMessage } from '../components/MutationMessage';
import { usdt } from '../shared/format';
import { can } from '../shared/roles';
import { texts } from '../shared/texts';
import { WaitingAdjustments } from './WaitingAdjustments';

const SIGNED_AMOUNT = /^-?\d+(\.\d{1,6})?$/;

export function AdjustmentsScreen({ role }: { role: OperatorRole }) {
  const [playerId, setPlayerId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjustment = useAdjustment();
  const allowed = can(role, 'adjust');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = amount.trim();
    const problemNow = !/^\d+$/.test(playerId.trim()) ? texts.adjustments.badPlayer : !SIGNED_AMOUNT.test(trimmed) || Number(trimmed) === 0 ? texts.adjustments.badAmount : !reason.trim() ? texts.adjustments.needReason : null;
    setProblem(problemNow);
    if (problemNow) return;
    adjustment.mutate({ playerId: Number(playerId.trim()), amount: trimmed, reason: reason.trim() });
  }

  const result = adjustment.data;
  const success = result?.status === 'awaiting_approval' ? texts.adjustments.awaiting : texts.adjustments.posted(usdt(result?.balanceAfter));
  return (
    <>
      <h1>{texts.adjustments.title}</h1>
      <p className="muted">{texts.adjustments.explained}</p>
      <form onSubmit={submit} className="stack-form" noValidate>
        <label htmlFor="adjust-player">{texts.adjustments.playerId}</label>
        <input id="adjust-player" inputMode="numeric" value={playerId} onChange={(event) => setPlayerId(event.target.value)} disabled={!allowed} />
        <label htmlFor="adjust-amount">{texts.adjustments.amount}</label>
        <input id="adjust-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} disabled={!allowed} />
        <label htmlFor="adjust-reason">{texts.adjustments.reason}</label>
        <input id="adjust-reason" value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed} maxLength={500} />
        <button type="submit" disabled={!allowed || adjustment.isPending} title={allowed ? undefined : texts.common.noPermission}>
          {texts.adjustments.submit}
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      <MutationMessage mutation={adjustment} success={success} />
      <WaitingAdjustments allowed={allowed} />
    </>
  );
}
