/** The business at a glance: money in and out, what is owed, GGR and each option's return. */
import { lazy, Suspense, useState } from 'react';
import type { AdminDashboard } from '../../contract/admin';
import { useDashboard } from '../api/dashboard';
import { QueryState } from '../components/QueryState';
import { usdt } from '../shared/format';
import { texts } from '../shared/texts';
import { DashboardAlerts } from './DashboardAlerts';
import { ReturnsTable } from './ReturnsTable';

// uPlot and the charts load after the numbers: the figures never wait for a drawing.
const GgrCharts = lazy(() => import('../charts/GgrCharts'));
const ReturnChart = lazy(() => import('../charts/ReturnChart'));
const PERIODS = [1, 7, 30, 90, 366];

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const figures: [string, string][] = [
    [texts.dashboard.deposits, texts.dashboard.countOf(usdt(dashboard.deposits.amount), dashboard.deposits.count)],
    [texts.dashboard.withdrawals, texts.dashboard.countOf(usdt(dashboard.withdrawals.amount), dashboard.withdrawals.count)],
    [texts.dashboard.activePlayers, String(dashboard.activePlayers)],
    [texts.dashboard.owed, usdt(dashboard.owedToPlayers)],
    [texts.dashboard.hotWallet, dashboard.hotWalletBalance === null ? texts.dashboard.hotWalletUnknown : usdt(dashboard.hotWalletBalance)],
  ];
  return (
    <dl className="figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DashboardScreen() {
  const [days, setDays] = useState(30);
  const query = useDashboard(days);
  return (
    <>
      <h1>{texts.dashboard.title}</h1>
      <p className="inline-form">
        <label htmlFor="dashboard-days">{texts.dashboard.period}</label>
        <select id="dashboard-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {texts.dashboard.lastDays(value)}
            </option>
          ))}
        </select>
      </p>
      <QueryState query={query}>
        {(dashboard) => (
          <>
            <DashboardAlerts dashboard={dashboard} />
            <Figures dashboard={dashboard} />
            <Suspense fallback={<output className="block">{texts.dashboard.chartLoading}</output>}>
              <GgrCharts dashboard={dashboard} />
            </Suspense>
            <section aria-labelledby="returns">
              <h2 id="returns">{texts.dashboard.returns}</h2>
              <p className="muted">{texts.dashboard.returnsExplained}</p>
              <Suspense fallback={<output className="block">{texts.dashboard.chartLoading}</output>}>
                <ReturnChart rows={dashboard.options} />
              </Suspense>
              <ReturnsTable rows={dashboard.options} />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
