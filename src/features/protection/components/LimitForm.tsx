import { useState, type FormEvent } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../contract/protection';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';

/** A limit to start the form at (Lower this limit). */
export interface LimitPreset {
  kind: LimitKind;
  period: LimitPeriod;
}

/**
 * Sets a limit: kind, period and amount; the server decides whether it applies now or in 24 hours.
 * Started at a preset (the screen mounts it afresh for each), it has that kind and period and the
 * cursor in the amount.
 */
export function LimitForm({ onSave, preset = null }: { onSave: (kind: LimitKind, period: LimitPeriod, amount: string) => Promise<boolean>; preset?: LimitPreset | null }) {
  const t = useT();
  const [kind, setKind] = useState<LimitKind>(preset?.kind ?? 'loss');
  const [period, setPeriod] = useState<LimitPeriod>(preset?.period ?? 'day');
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
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- only after the player asked to lower a limit: the cursor goes where they type next */}
      <Field label={t('protection.amount')} inputMode="decimal" required autoFocus={preset !== null} value={amount} onChange={(event) => setAmount(event.target.value)} />
      <Button type="submit">
        {t('protection.save')}
      </Button>
    </form>
  );
}
