import { useMemo, useState, type FormEvent } from 'react';
import { useCountryNames } from '../../../i18n/country-names';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { COUNTRY_CODES } from '../countries';

/**
 * The declared residence (docs/compliance.md, "Jurisdiction signals"): asked when the server knows
 * no country for the player, since which level is needed depends on where they live.
 */
export function ResidenceForm({ onDeclare }: { onDeclare: (country: string) => Promise<boolean> }) {
  const t = useT();
  const nameOf = useCountryNames();
  const [country, setCountry] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(document.documentElement.lang || undefined);
    // Sorts the fresh array map made, not the list (the tests' TypeScript lib has no toSorted).
    // oxlint-disable-next-line unicorn/no-array-sort
    return COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [nameOf]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!country) return setMissing(true);
    setBusy(true);
    await onDeclare(country);
    setBusy(false);
  }
  return (
    <form className="card residence-form" onSubmit={submit} aria-labelledby="residence-title" noValidate>
      <h2 id="residence-title">{t('verification.residence.title')}</h2>
      <p className="muted">{t('verification.residence.hint')}</p>
      <SelectField
        label={t('verification.residence.country')}
        value={country}
        required
        aria-invalid={missing || undefined}
        onChange={(event) => {
          setCountry(event.target.value);
          setMissing(false);
        }}
      >
        <option value="">{t('verification.residence.choose')}</option>
        {sorted.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {missing ? <p role="alert">{t('verification.residence.missing')}</p> : null}
      <Button type="submit" disabled={busy}>
        {t('verification.residence.save')}
      </Button>
    </form>
  );
}
