/**
 * Revenue reports (docs/back-office.md, "Reports"): a span of UTC days grouped by day, month, game
 * or jurisdiction, its CSV, the closed months, and the close of a month (finance and up).
 */
import { useState, type FormEvent } from 'react';
import { roleAllows, type OperatorRole } from '../../contract/admin';
import { NO_GAME_KEY, NO_JURISDICTION_KEY, REVENUE_GROUPINGS, type RevenueGrouping, type RevenueLine } from '../../contract/admin-revenue';
import { revenueCsvHref, useCloseMonth, useRevenueCloses, useRevenueReport, type RevenueQuery } from '../api/reports';
import { DataTable } from '../components/DataTable';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { columnsFor as columnHelper } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { reportTexts as t } from '../shared/report-texts';
import { texts } from '../shared/texts';

const column = columnHelper<RevenueLine>();

function keyLabel(key: string, by: RevenueGrouping): string {
  if (by === 'jurisdiction' && key === NO_JURISDICTION_KEY) return t.unknownJurisdiction;
  if (by === 'game' && key === NO_GAME_KEY) return t.referrals;
  if (by === 'game') return texts.codes.games[key] ?? key;
  return key;
}

/** Amounts sort as numbers; each cell shows its USDT string as the server wrote it. */
const amount = (field: Exclude<keyof RevenueLine, 'key'>, header: string) =>
  column.accessor((row) => Number(row[field]), { id: field, header, cell: (info) => usdt(info.row.original[field]) });

const columnsFor = (by: RevenueGrouping) =>
  column.columns([
    column.accessor('key', { header: t.groupings[by], cell: (info) => keyLabel(info.getValue(), by) }),
    amount('turnover', t.turnover),
    amount('payouts', t.payouts),
    amount('ggr', t.ggr),
    amount('referralCost', t.referralCost),
    amount('ngr', t.ngr),
  ]);

/** This month so far, in UTC. */
function thisMonth(now: Date): Pick<RevenueQuery, 'from' | 'to'> {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The month before `now`'s, in UTC: the first one that may be closed. */
function lastMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

function CloseMonthForm({ allowed }: { allowed: boolean }) {
  const [month, setMonth] = useState(() => lastMonth(new Date()));
  const close = useCloseMonth();
  function submit(event: FormEvent) {
    event.preventDefault();
    close.mutate(month);
  }
  return (
    <form onSubmit={submit} className="stack-form" aria-labelledby="close-month">
      <h3 id="close-month">{t.closeForm}</h3>
      <p>{t.closeHint}</p>
      <label htmlFor="close-month-value">{t.month}</label>
      <input id="close-month-value" type="month" value={month} onChange={(event) => setMonth(event.target.value)} disabled={!allowed} required />
      <button type="submit" disabled={!allowed || close.isPending} title={allowed ? undefined : t.financeOnly}>
        {t.close}
      </button>
      {allowed ? null : <p>{t.financeOnly}</p>}
      <MutationMessage mutation={close} success={close.data ? t.closed(close.data.month) : texts.common.done} />
    </form>
  );
}

function Closes({ role }: { role: OperatorRole }) {
  const closes = useRevenueCloses();
  return (
    <section aria-labelledby="revenue-closes">
      <h2 id="revenue-closes">{t.closes}</h2>
      <QueryState query={closes}>
        {(list) =>
          list.length === 0 ? (
            <p>{t.noCloses}</p>
          ) : (
            <ul>
              {list.map((c) => (
                <li key={c.month}>{t.closedAt(c.month, when(c.closedAt), c.closedBy)}</li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <CloseMonthForm allowed={roleAllows(role, 'finance')} />
    </section>
  );
}

export function ReportsScreen({ role }: { role: OperatorRole }) {
  const [query, setQuery] = useState<RevenueQuery>(() => ({ ...thisMonth(new Date()), by: 'day' }));
  const report = useRevenueReport(query);
  const set = (change: Partial<RevenueQuery>) => setQuery((q) => ({ ...q, ...change }));
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form className="inline-form" aria-label={t.filters} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t.from} <input type="date" value={query.from} max={query.to} onChange={(event) => event.target.value && set({ from: event.target.value })} />
        </label>
        <label>
          {t.to} <input type="date" value={query.to} min={query.from} onChange={(event) => event.target.value && set({ to: event.target.value })} />
        </label>
        <label>
          {t.by}{' '}
          <select value={query.by} onChange={(event) => set({ by: event.target.value as RevenueGrouping })}>
            {REVENUE_GROUPINGS.map((by) => (
              <option key={by} value={by}>
                {t.groupings[by]}
              </option>
            ))}
          </select>
        </label>
        <a href={revenueCsvHref(query)} download>
          {t.csv}
        </a>
      </form>
      <QueryState query={report}>{(lines) => (lines.length === 0 ? <p>{t.empty}</p> : <DataTable key={query.by} label={t.table} columns={columnsFor(query.by)} data={lines} pageSize={50} />)}</QueryState>
      <Closes role={role} />
    </>
  );
}
