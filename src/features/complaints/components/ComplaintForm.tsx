import { useId, useState, type FormEvent } from 'react';
import { COMPLAINT_KINDS, COMPLAINT_TEXT_MAX, type ComplaintKind } from '../../../contract/complaints';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import type { ComplaintDraft } from '../api/complaints-api';

export interface ComplaintFormProps {
  /** An order the player came from (its details screen's "Report a problem"): kind game, number filled in. */
  orderId: number | null;
  /** Resolves to true when the complaint was filed: the form then empties. */
  onSubmit: (draft: ComplaintDraft) => Promise<boolean>;
}

/** What it is about, the order if it is a game result, and what happened in the player's words. */
export function ComplaintForm({ orderId, onSubmit }: ComplaintFormProps) {
  const t = useT();
  const textId = useId();
  const [kind, setKind] = useState<ComplaintKind>(orderId ? 'game' : 'payment');
  const [order, setOrder] = useState(orderId ? String(orderId) : '');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const orderNumber = /^[1-9][0-9]{0,15}$/.test(order.trim()) ? Number(order.trim()) : undefined;
  const orderInvalid = order.trim() !== '' && orderNumber === undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || orderInvalid || !text.trim()) return;
    setBusy(true);
    void onSubmit({ kind, text: text.trim(), ...(kind === 'game' && orderNumber ? { orderId: orderNumber } : {}) })
      .then((filed) => {
        if (!filed) return;
        setText('');
        setOrder('');
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className="card screen-stack" onSubmit={submit} aria-label={t('complaints.new')}>
      <SelectField label={t('complaints.kind')} value={kind} onChange={(event) => setKind(event.target.value as ComplaintKind)}>
        {COMPLAINT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`complaints.kind.${value}`)}
          </option>
        ))}
      </SelectField>
      {kind === 'game' ? (
        <Field
          label={t('complaints.orderId')}
          inputMode="numeric"
          value={order}
          onChange={(event) => setOrder(event.target.value)}
          error={orderInvalid ? t('complaints.orderIdInvalid') : undefined}
        />
      ) : null}
      <div className="field">
        <label htmlFor={textId}>{t('complaints.text')}</label>
        <textarea id={textId} className="text-input complaint-text" required rows={5} maxLength={COMPLAINT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('complaints.send')}
      </Button>
    </form>
  );
}
