/** The business at a glance: money in and out, what is owed, GGR and each option's return. */
import { lazy, Suspense } from 'react';
import type { Dashboard } from '../../contract/admin';
import { useDashboard } from '../api/dashboard';
import { QueryState } from '../components/QueryState';
import { usdt } from '../format';
import { texts } from '../texts';
import { ReturnsTable } from './ReturnsTable';

// uPlot and the charts load after the numbers: the figures never wait for a drawing.
const GgrCharts = lazy(() => import('../charts/GgrCharts'));
const ReturnChart = lazy(() => import('../charts/ReturnChart'));

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const figures: [string, string][] = [
    [texts.dashboard.deposits, usdt(dashboard.deposits)],
    [texts.dashboard.withdrawals, usdt(dashboard.withdrawals)],
    [texts.dashboard.activePlayers, String(dashboard.activePlayers)],
    [texts.dashboard.owed, usdt(dashboard.owedToPlayers)],
    [texts.dashboard.hotWallet, dashboard.hotWallet === null ? texts.dashboard.hotWalletUnknown : usdt(dashboard.hotWallet)],
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
  const query = useDashboard();
  return (
    <>
      <h1>{texts.dashboard.title}</h1>
      <QueryState query={query}>
        {(dashboard) => (
          <>
            <Figures dashboard={dashboard} />
            <Suspense fallback={<output className="block">{texts.dashboard.chartLoading}</output>}>
              <GgrCharts dashboard={dashboard} />
            </Suspense>
            <section aria-labelledby="returns">
              <h2 id="returns">{texts.dashboard.returns}</h2>
              <p className="muted">{texts.dashboard.returnsExplained}</p>
              <Suspense fallback={<output className="block">{texts.dashboard.chartLoading}</output>}>
                <ReturnChart rows={dashboard.returns} />
              </Suspense>
              <ReturnsTable rows={dashboard.returns} />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
