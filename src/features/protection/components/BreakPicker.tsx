import { useState } from 'react';
import { useFormatDate } from '../../../i18n/format-date';
import { useT } from '../../../i18n/t';
import { Button } from '../../../ui/Button';

export interface BreakLength {
  /** 1, 7, 30 (days) or 6, 12, 60 (months, shown as 6 months, 1 year, 5 years). */
  count: number;
  label: string;
  /** When the break would end if started at `from` (the server's answer is what counts). */
  end: (from: Date) => Date;
}

/**
 * A time-out or self-exclusion: pick a length from a neutral list (nothing here is the screen's
 * main action), then confirm in a second step with a red Confirm beside a quiet Cancel, since
 * neither can be lifted early (docs/player-protection.md).
 */
export function BreakPicker({ heading, lengths, onConfirm }: { heading: string; lengths: BreakLength[]; onConfirm: (count: number) => void }) {
  const t = useT();
  const { formatDateTime } = useFormatDate();
  const [chosen, setChosen] = useState<{ count: number; until: Date } | null>(null);
  return (
    <section className="card" aria-label={heading}>
      <h2>{heading}</h2>
      {chosen ? (
        <div role="alertdialog" aria-label={heading} aria-describedby="break-confirm-text">
          <p id="break-confirm-text">{t('protection.confirmBreak', { date: formatDateTime(chosen.until) })}</p>
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
            <li key={length.count}>
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
