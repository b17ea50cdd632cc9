import { useState } from 'react';
import { useSearch } from 'wouter';
import { failureText } from '../../../i18n/api-error-text';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { ErrorCard } from '../../../ui/ErrorCard';
import { useComplaints } from '../api/use-complaints';
import { ComplaintForm } from '../components/ComplaintForm';
import { ComplaintList } from '../components/ComplaintList';
import '../complaints.css';

/**
 * Complaints (docs/back-office.md, "Complaints") at /profile/complaints: what the player may
 * complain about and by when we answer, the form (?order=12 fills in an order, from its details
 * screen), and the player's complaints with the operator's answers.
 */
export default function ComplaintsScreen() {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const fromOrder = /(?:^|&)order=([1-9][0-9]{0,15})(?:&|$)/.exec(useSearch())?.[1];
  const { complaints, loadError, payments, file } = useComplaints();
  const [sent, setSent] = useState<{ id: number; deadlineAt: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="screen-stack">
      <h1>{t('complaints.title')}</h1>
      <p className="muted">{t('complaints.intro')}</p>
      {sent ? (
        <output className="card complaint-sent">{t('complaints.sent', { id: sent.id, date: formatDateTime(sent.deadlineAt) })}</output>
      ) : null}
      {error ? <ErrorCard message={failureText(error)} /> : null}
      <ComplaintForm
        orderId={fromOrder ? Number(fromOrder) : null}
        payments={payments ?? []}
        onSubmit={async (draft) => {
          setError(null);
          try {
            setSent(await file(draft));
            return true;
          } catch (problem) {
            setError(problem);
            return false;
          }
        }}
      />
      <section aria-labelledby="complaints-mine">
        <h2 id="complaints-mine">{t('complaints.mine')}</h2>
        {loadError ? <ErrorCard message={failureText(loadError)} /> : null}
        {complaints ? <ComplaintList complaints={complaints} /> : null}
      </section>
    </div>
  );
}
