import { useState, type FormEvent } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../contract/protection';
import { displayUsdt } from '../../../i18n/format-amount';
import { parseAmount } from '../../../i18n/parse-amount';
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
 * The amount is read in the player's number format, as the stake and withdrawal fields read it
 * ("10,5" in German is 10.5, "1,000" in English a thousand); what it cannot read is refused here,
 * never sent as typed (the server would read "1,000" with its comma made a dot as 1 USDT).
 * Started at a preset (the screen mounts it afresh for each), it has that kind and period and the
 * cursor in the amount.
 */
export function LimitForm({ onSave, preset = null }: { onSave: (kind: LimitKind, period: LimitPeriod, amount: string) => Promise<boolean>; preset?: LimitPreset | null }) {
  const t = useT();
  const [kind, setKind] = useState<LimitKind>(preset?.kind ?? 'loss');
  const [period, setPeriod] = useState<LimitPeriod>(preset?.period ?? 'day');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decimal = parseAmount(amount);
    setInvalid(decimal === null);
    if (decimal === null) return;
    void onSave(kind, period, decimal).then((saved) => saved && setAmount(''));
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
      <Field label={t('protection.amount')} inputMode="decimal" required autoFocus={preset !== null} value={amount}
        error={invalid ? t('wallet.withdrawBad', { example: displayUsdt('10.5') }) : null}
        onChange={(event) => setAmount(event.target.value)} />
      <Button type="submit">
        {t('protection.save')}
      </Button>
    </form>
  );
}
