import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { getStatementCsv } from '../api/get-statement-csv';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Saves `text` as a file: the statement needs the player's credentials, so a plain link cannot fetch it. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV statement for a date range (UTC days, both included; the last 30 days unless changed). */
export function StatementExport() {
  const t = useT();
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy(true);
    try {
      saveFile(`sendswin-statement-${from}-${to}.csv`, await getStatementCsv(from, to));
    } catch {
      showToast(t('wallet.downloadFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card wallet-export" aria-labelledby="wallet-export-title" onSubmit={(event) => void download(event)}>
      <h2 id="wallet-export-title">{t('wallet.statementCsv')}</h2>
      <div className="field-pair">
        <Field label={t('wallet.from')} type="date" required value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <Field label={t('wallet.to')} type="date" required value={to} min={from} onChange={(event) => setTo(event.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('wallet.download')}
      </Button>
    </form>
  );
}
