import { REALITY_CHECK_MINUTES } from '../../../contract/protection';
import { useT } from '../../../i18n/t';
import { SelectField } from '../../../ui/SelectField';

/** How often the reality check interrupts play: 15, 30 or 60 minutes of play (the server counts them). */
export function RealityCheckPicker({ minutes, onChange }: { minutes: number; onChange: (minutes: number) => void }) {
  const t = useT();
  return (
    <div className="card">
      <SelectField label={t('protection.realityEvery')} value={minutes} onChange={(event) => onChange(Number(event.target.value))}>
        {REALITY_CHECK_MINUTES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
