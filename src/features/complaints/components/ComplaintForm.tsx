import { useId, useState, type FormEvent } from 'react';
import { COMPLAINT_KINDS, COMPLAINT_TEXT_MAX, type ComplaintKind } from '../../../contract/complaints';
import { displayUsdt } from '../../../i18n/format-amount';
import { useFormatDate } from '../../../i18n/format-date';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import type { ComplaintDraft, PaymentLineKind, PaymentSubject } from '../api/complaints-api';

/** A payment named as the wallet's statement names it ("Deposit 25.00 USDT · Nov 26, 2026, 9:00 AM"). */
const PAYMENT_LINE: Record<PaymentLineKind, MessageId> = {
  deposit: 'wallet.lineDeposit',
  withdrawal: 'wallet.lineWithdrawal',
  referral_withdrawal: 'wallet.lineReferralWithdrawal',
};

export interface ComplaintFormProps {
  /** An order the player came from (its details screen's "Report a problem"): kind game, number filled in. */
  orderId: number | null;
  /** The player's recent deposits and withdrawals: a payment complaint may point at one. */
  payments: PaymentSubject[];
  /** Resolves to true when the complaint was filed: the form then empties. */
  onSubmit: (draft: ComplaintDraft) => Promise<boolean>;
}

/** What it is about, the order or the payment it concerns, and what happened in the player's words. */
export function ComplaintForm({ orderId, payments, onSubmit }: ComplaintFormProps) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const textId = useId();
  const [kind, setKind] = useState<ComplaintKind>(orderId ? 'game' : 'payment');
  const [order, setOrder] = useState(orderId ? String(orderId) : '');
  /** The picked payment's wallet line id; '' for none (one not in the list, or no particular one). */
  const [payment, setPayment] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const orderNumber = /^[1-9][0-9]{0,15}$/.test(order.trim()) ? Number(order.trim()) : undefined;
  const orderInvalid = order.trim() !== '' && orderNumber === undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || orderInvalid || !text.trim()) return;
    setBusy(true);
    const paid = kind === 'payment' ? payments.find((p) => p.line.id === payment)?.subject : undefined;
    void onSubmit({ kind, text: text.trim(), ...(kind === 'game' && orderNumber ? { orderId: orderNumber } : {}), ...paid })
      .then((filed) => {
        if (!filed) return;
        setText('');
        setOrder('');
        setPayment('');
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
      {kind === 'payment' && payments.length > 0 ? (
        <SelectField label={t('complaints.payment')} value={payment} onChange={(event) => setPayment(event.target.value)}>
          <option value="">{t('complaints.paymentNone')}</option>
          {payments.map(({ line }) => (
            <option key={line.id} value={line.id}>
              {t(PAYMENT_LINE[line.kind], { amount: displayUsdt(line.amount), date: formatDateTime(line.createdAt) })}
            </option>
          ))}
        </SelectField>
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
