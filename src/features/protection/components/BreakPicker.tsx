import { useState } from 'react';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';

export interface BreakLength<Count extends number | null> {
  /** Days (a time-out) or months (self-exclusion, as its profile offers them; null: permanent). */
  count: Count;
  label: string;
  /** When the break would end if started at `from` (the server's answer is what counts); null: never. */
  end: (from: Date) => Date | null;
}

/**
 * A time-out or self-exclusion: pick a length from a neutral list (nothing here is the screen's
 * main action), then confirm in a second step with a red Confirm beside a quiet Cancel, since
 * neither can be lifted early (docs/player-protection.md).
 */
export function BreakPicker<Count extends number | null>({ heading, lengths, onConfirm }: { heading: string; lengths: BreakLength<Count>[]; onConfirm: (count: Count) => void }) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const [chosen, setChosen] = useState<{ count: Count; until: Date | null } | null>(null);
  return (
    <section className="card" aria-label={heading}>
      <h2>{heading}</h2>
      {chosen ? (
        <div role="alertdialog" aria-label={heading} aria-describedby="break-confirm-text">
          <p id="break-confirm-text">{chosen.until ? t('protection.confirmBreak', { date: formatDateTime(chosen.until) }) : t('protection.confirmPermanent')}</p>
          <div className="button-row">
            <Button variant="danger" onClick={() => onConfirm(chosen.count)}>
              {t('protection.confirm')}
            </Button>
            <Button variant="quiet" onClick={() => setChosen(null)}>
              {t('protection.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="break-lengths">
          {lengths.map((length) => (
            <li key={String(length.count)}>
              <Button variant="secondary" onClick={() => setChosen({ count: length.count, until: length.end(new Date()) })}>
                {length.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
