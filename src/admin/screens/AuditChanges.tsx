/**
 * What an audit entry changed, field by field ("balance: 100 → 112.5"), folded behind a disclosure
 * so the log reads as one line per entry; raw JSON in two cells pushed the columns off a 1280 px screen.
 */
const show = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field of before or after whose value differs, before's order first; a value that is not an object is one line. */
function auditChanges(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null ? [] : [{ field: 'value', from: show(before), to: show(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.filter((field) => show(from[field]) !== show(to[field])).map((field) => ({ field, from: show(from[field]), to: show(to[field]) }));
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <details className="audit-changes">
      <summary>{changes.length === 1 ? '1 field' : `${changes.length} fields`}</summary>
      <ul>
        {changes.map(({ field, from, to }) => (
          <li key={field}>
            <code className="json">{`${field}: ${from} → ${to}`}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
