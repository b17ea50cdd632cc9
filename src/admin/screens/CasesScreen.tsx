/**
 * Markers-of-harm cases (docs/back-office.md, "Markers of harm"): open ones first, each with what
 * the scan saw and its interaction log; support and up log a note or a contact and close a case
 * with their reason. Nothing here moves money.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { roleAllows, type OperatorRole } from '../../contract/admin';
import { HARM_CASE_STATUSES, type HarmCase, type HarmCaseStatus } from '../../contract/harm-markers';
import { useCaseStep, useCases, type CaseStep } from '../api/cases';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { caseTexts as t } from '../shared/case-texts';
import { when } from '../shared/format';

function CaseSteps({ harmCase }: { harmCase: HarmCase }) {
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const step = useCaseStep(harmCase.id);
  const id = `case-${harmCase.id}`;
  const send = (next: CaseStep, done: () => void) => next.text.trim() && step.mutate({ ...next, text: next.text.trim() }, { onSuccess: done });
  function close(event: FormEvent) {
    event.preventDefault();
    send({ kind: 'close', text: reason }, () => setReason(''));
  }
  return (
    <>
      <div className="stack-form">
        <label htmlFor={`${id}-text`}>{t.whatYouDid}</label>
        <textarea id={`${id}-text`} rows={2} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
        <p className="actions">
          <button type="button" disabled={step.isPending} onClick={() => send({ kind: 'note', text }, () => setText(''))}>
            {t.logNote}
          </button>
          <button type="button" disabled={step.isPending} onClick={() => send({ kind: 'contacted', text }, () => setText(''))}>
            {t.logContact}
          </button>
        </p>
      </div>
      <form onSubmit={close} className="stack-form" aria-label={`${t.close} ${harmCase.id}`}>
        <label htmlFor={`${id}-reason`}>{t.closeReason}</label>
        <textarea id={`${id}-reason`} rows={2} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} required />
        <button type="submit" disabled={step.isPending}>
          {t.close}
        </button>
      </form>
      <MutationMessage mutation={step} success={step.data?.status === 'closed' ? t.closedDone : t.logged} />
    </>
  );
}

function CaseView({ harmCase }: { harmCase: HarmCase }) {
  const { player } = harmCase;
  const name = player.username ? `@${player.username}` : player.name;
  const heading = `case-${harmCase.id}-title`;
  return (
    <section aria-labelledby={heading} className="case">
      <h2 id={heading}>{t.caseTitle(t.markers[harmCase.marker], name)}</h2>
      <p>
        {t.opened(when(harmCase.openedAt))}
        {harmCase.closedAt ? ` · ${t.closed(when(harmCase.closedAt))}` : ''} · <Link href={`/players/${player.id}`}>{t.player}</Link>
      </p>
      <h3>{t.seen}</h3>
      <dl>
        {Object.entries(harmCase.details).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t.log}</h3>
      {harmCase.log.length === 0 ? (
        <p>{t.noLog}</p>
      ) : (
        <ol aria-label={t.log}>
          {harmCase.log.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.text}`}>
              <strong>{t.actions[entry.action]}</strong> {t.by(entry.operator, when(entry.at))}: {entry.text}
            </li>
          ))}
        </ol>
      )}
      {harmCase.status === 'open' ? <CaseSteps harmCase={harmCase} /> : null}
    </section>
  );
}

export function CasesScreen({ role }: { role: OperatorRole }) {
  const [status, setStatus] = useState<HarmCaseStatus | ''>('open');
  const allowed = roleAllows(role, 'support');
  const cases = useCases(status, allowed);
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {allowed ? (
        <>
          <p className="inline-form">
            <label htmlFor="case-status">{t.status}</label>
            <select id="case-status" value={status} onChange={(event) => setStatus(event.target.value as HarmCaseStatus | '')}>
              {HARM_CASE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                </option>
              ))}
              <option value="">{t.all}</option>
            </select>
          </p>
          <QueryState query={cases}>{(list) => (list.length === 0 ? <p>{t.none}</p> : list.map((c) => <CaseView key={c.id} harmCase={c} />))}</QueryState>
        </>
      ) : (
        <p>{t.supportOnly}</p>
      )}
    </>
  );
}
