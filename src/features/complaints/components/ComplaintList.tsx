import type { PlayerComplaint } from '../../../contract/complaints';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';

/** The player's complaints, newest first: kind, state, the deadline while it waits, and the conversation. */
export function ComplaintList({ complaints }: { complaints: readonly PlayerComplaint[] }) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  if (complaints.length === 0) return <p className="muted">{t('complaints.none')}</p>;
  return (
    <ul className="complaint-list">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="card">
          <article aria-label={t('complaints.number', { id: complaint.id })}>
            <h3>{t('complaints.number', { id: complaint.id })}</h3>
            <p>
              {t(`complaints.kind.${complaint.kind}`)} · <strong>{t(`complaints.status.${complaint.status}`)}</strong>
            </p>
            {complaint.status === 'open' || complaint.status === 'escalated' ? <p className="muted">{t('complaints.deadline', { date: formatDateTime(complaint.deadlineAt) })}</p> : null}
            <ol className="complaint-messages">
              {complaint.messages.map((message) => (
                <li key={`${message.at}-${message.from}`} className={`complaint-message complaint-message--${message.from}`}>
                  <p className="muted">
                    {t(`complaints.from.${message.from}`)} · {formatDateTime(message.at)}
                  </p>
                  <p className="complaint-message__text">{message.text}</p>
                </li>
              ))}
            </ol>
          </article>
        </li>
      ))}
    </ul>
  );
}
