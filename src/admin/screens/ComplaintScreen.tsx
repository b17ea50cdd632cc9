/** One complaint: who, about what, by when; the conversation; the answer; the moves the states allow; the evidence. */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { roleAllows, type OperatorRole } from '../../contract/admin';
import { COMPLAINT_REPLY_MAX, COMPLAINT_TRANSITIONS, type AdminComplaint } from '../../contract/complaints';
import { evidenceHref, useComplaint, useComplaintStep } from '../api/complaints';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { complaintTexts as t } from '../shared/complaint-texts';
import { when } from '../shared/format';
import { texts } from '../shared/texts';

function subjectOf(c: AdminComplaint): string | null {
  if (c.orderId !== null) return t.order(c.orderId);
  if (c.depositTxHash !== null) return t.deposit(c.depositTxHash);
  if (c.withdrawalId !== null) return t.withdrawal(c.withdrawalId);
  return null;
}

function ComplaintView({ complaint, role }: { complaint: AdminComplaint; role: OperatorRole }) {
  const [reply, setReply] = useState('');
  const step = useComplaintStep(complaint.id);
  const allowed = roleAllows(role, 'support');
  const subject = subjectOf(complaint);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) return;
    step.mutate({ kind: 'reply', text: reply.trim() }, { onSuccess: () => setReply('') });
  }
  return (
    <>
      <dl className="complaint-facts">
        <dt>{t.player}</dt>
        <dd>
          <Link href={`/players/${complaint.player.id}`}>{complaint.player.name}</Link>
          {complaint.player.username ? ` @${complaint.player.username}` : ''} ({complaint.player.telegramId})
        </dd>
        <dt>{t.kind}</dt>
        <dd>{t.kinds[complaint.kind]}</dd>
        {subject ? (
          <>
            <dt>{t.subject}</dt>
            <dd>{subject}</dd>
          </>
        ) : null}
        <dt>{t.status}</dt>
        <dd>{t.statuses[complaint.status]}</dd>
        <dt>{t.deadline}</dt>
        <dd>
          {when(complaint.deadlineAt)}
          {complaint.overdue ? <strong className="overdue"> · {t.overdue}</strong> : null}
        </dd>
        <dt>{t.source}</dt>
        <dd>{t.sources[complaint.source]}</dd>
        <dt>{t.assigned}</dt>
        <dd>{complaint.assignedTo ?? t.nobody}</dd>
      </dl>
      <h2>{t.conversation}</h2>
      <ol className="conversation">
        {complaint.messages.map((m) => (
          <li key={`${m.at}-${m.from}`}>
            <p>
              <strong>{m.from === 'player' ? t.fromPlayer : t.fromOperator}</strong> · {when(m.at)}
            </p>
            <p className="message-text">{m.text}</p>
          </li>
        ))}
      </ol>
      {complaint.status !== 'closed' ? (
        <form onSubmit={submit} className="stack-form">
          <label htmlFor="complaint-reply">{t.replyLabel}</label>
          <textarea id="complaint-reply" rows={4} maxLength={COMPLAINT_REPLY_MAX} value={reply} onChange={(event) => setReply(event.target.value)} disabled={!allowed} />
          <button type="submit" disabled={!allowed || step.isPending} title={allowed ? undefined : texts.common.noPermission}>
            {t.reply}
          </button>
        </form>
      ) : null}
      <p className="inline-form">
        {complaint.assignedTo === null ? (
          <button type="button" disabled={!allowed || step.isPending} onClick={() => step.mutate({ kind: 'assign' })}>
            {t.take}
          </button>
        ) : null}
        {COMPLAINT_TRANSITIONS[complaint.status]
          .filter((to) => to !== 'answered')
          .map((to) => (
            <button key={to} type="button" disabled={!allowed || step.isPending} onClick={() => step.mutate({ kind: 'status', status: to })}>
              {t.moveTo(to)}
            </button>
          ))}
        {allowed ? (
          <a href={evidenceHref(complaint.id)} download>
            {t.evidence}
          </a>
        ) : null}
      </p>
      <MutationMessage mutation={step} />
    </>
  );
}

export function ComplaintScreen({ id, role }: { id: number; role: OperatorRole }) {
  const query = useComplaint(id);
  return (
    <>
      <h1>{t.number(id)}</h1>
      <QueryState query={query}>{(complaint) => <ComplaintView complaint={complaint} role={role} />}</QueryState>
      <p>
        <Link href="/complaints">{t.back}</Link>
      </p>
    </>
  );
}
