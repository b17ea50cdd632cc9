/** The append-only trail of operator actions, filtered on the server by operator, action and outcome, newest first. */
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '../../contract/admin';
import { useAudit, type AuditFilter } from '../api/audit';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { columnsFor } from '../components/table-features';
import { when } from '../shared/format';
import { texts } from '../shared/texts';
import { AuditChanges } from './AuditChanges';

const column = columnsFor<AuditEntry>();

/** "Fay Finance (910003), finance: adjustment.request on player:14 — Done: ticket 4411". */
function entryLine(entry: AuditEntry): string {
  const who = entry.operator.name ? `${entry.operator.name} (${entry.operator.telegramId})` : String(entry.operator.telegramId);
  const role = entry.role ? `, ${entry.role}` : '';
  const target = entry.target ? ` ${texts.audit.on} ${entry.target}` : '';
  const outcome = entry.outcome === 'done' ? texts.audit.done : texts.audit.refused;
  return `${who}${role}: ${entry.action}${target} — ${outcome}${entry.reason ? `: ${entry.reason}` : ''}`;
}

const columns = () =>
  column.columns([
  column.accessor('at', { header: texts.audit.at, cell: (info) => when(info.getValue()) }),
  column.accessor(entryLine, { id: 'entry', header: texts.audit.entry, cell: (info) => <span className="audit-entry">{info.getValue()}</span> }),
  column.display({ id: 'changes', header: texts.audit.changes, cell: (info) => <AuditChanges before={info.row.original.before} after={info.row.original.after} /> }),
]);

export function AuditScreen() {
  const [draft, setDraft] = useState<AuditFilter>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  // The server pages by entry id: each page starts below the last one's smallest id.
  const [pages, setPages] = useState<(number | null)[]>([null]);
  const before = pages[pages.length - 1] ?? null;
  const query = useAudit(filter, before);
  const set = (key: keyof AuditFilter) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value || undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
    setPages([null]);
  }

  return (
    <>
      <h1>{texts.audit.title}</h1>
      <form onSubmit={submit} className="inline-form" aria-label={texts.audit.filter}>
        <label htmlFor="audit-operator">{texts.audit.operatorId}</label>
        <input id="audit-operator" inputMode="numeric" size={12} value={draft.operator ?? ''} onChange={set('operator')} />
        <label htmlFor="audit-action">{texts.audit.action}</label>
        <select id="audit-action" value={draft.action ?? ''} onChange={set('action')}>
          <option value="">{texts.audit.any}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
        <label htmlFor="audit-outcome">{texts.audit.outcome}</label>
        <select id="audit-outcome" value={draft.outcome ?? ''} onChange={set('outcome')}>
          <option value="">{texts.audit.any}</option>
          <option value="done">{texts.audit.done}</option>
          <option value="refused">{texts.audit.refused}</option>
        </select>
        <button type="submit">{texts.audit.apply}</button>
      </form>
      <QueryState query={query}>
        {(page) => (
          <>
            <DataTable label={texts.audit.title} columns={columns()} data={page.data} pageSize={100} />
            <p className="pager">
              <button type="button" disabled={pages.length === 1} onClick={() => setPages(pages.slice(0, -1))}>
                {texts.audit.newer}
              </button>
              <button type="button" disabled={page.nextBefore === null} onClick={() => setPages([...pages, page.nextBefore])}>
                {texts.audit.older}
              </button>
            </p>
          </>
        )}
      </QueryState>
    </>
  );
}
