/** The reason for rejecting a withdrawal: required, it goes to the audit log and the player's notice. */
import { useState, type FormEvent } from 'react';
import { texts } from '../shared/texts';

interface RejectFormProps {
  id: number;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

export function RejectForm({ id, pending, onReject, onCancel }: RejectFormProps) {
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim()) onReject(reason.trim());
  }
  return (
    <form onSubmit={submit} className="stack-form" aria-label={texts.withdrawals.reject(String(id))}>
      <label htmlFor="reject-reason">{texts.withdrawals.reason}</label>
      <input id="reject-reason" value={reason} onChange={(event) => setReason(event.target.value)} required maxLength={500} />
      <span className="actions">
        <button type="submit" disabled={pending || !reason.trim()}>
          {texts.withdrawals.confirmReject}
        </button>
        <button type="button" onClick={onCancel}>
          {texts.withdrawals.cancel}
        </button>
      </span>
    </form>
  );
}
