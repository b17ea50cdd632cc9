import { useState, type FormEvent } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../contract/protection';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';

/** Sets a limit: kind, period and amount; the server decides whether it applies now or in 24 hours. */
export function LimitForm({ onSave }: { onSave: (kind: LimitKind, period: LimitPeriod, amount: string) => Promise<boolean> }) {
  const t = useT();
  const [kind, setKind] = useState<LimitKind>('loss');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(kind, period, amount.trim().replace(',', '.')).then((saved) => saved && setAmount(''));
  };
  return (
    <form className="card" onSubmit={submit}>
      <div className="field-pair">
      <SelectField label={t('protection.kind')} value={kind} onChange={(event) => setKind(event.target.value as LimitKind)}>
        {LIMIT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`protection.kind.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('protection.period')} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
        {LIMIT_PERIODS.map((value) => (
          <option key={value} value={value}>
            {t(`protection.period.${value}`)}
          </option>
        ))}
      </SelectField>
      </div>
      <Field label={t('protection.amount')} inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.target.value)} />
      <Button type="submit">
        {t('protection.save')}
      </Button>
    </form>
  );
}
