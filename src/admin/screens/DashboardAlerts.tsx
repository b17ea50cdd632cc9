/**
 * What on the dashboard needs an operator now: less on chain than is owed, withdrawals waiting,
 * payouts stopped or stuck, books that do not reconcile. Each is a titled alert with its numbers;
 * nothing is said while all is well.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminDashboard } from '../../contract/admin';
import { parseUsdt } from '../../contract/money';
import { dashboardTexts as texts } from '../shared/dashboard-texts';
import { percent, usdt, when } from '../shared/format';
import { texts as common } from '../shared/texts';

function Alert({ id, title, urgent = true, children }: { id: string; title: string; urgent?: boolean; children: ReactNode }) {
  // role="alert" announces the problem once; a waiting queue is work, not an emergency, so a plain region.
  return (
    <section className={urgent ? 'banner urgent' : 'banner'} role={urgent ? 'alert' : undefined} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The hot wallet's share of what is owed, or null when it covers it all or is unknown. */
function coverage(dashboard: AdminDashboard): number | null {
  const hot = dashboard.hotWalletBalance === null ? null : parseUsdt(dashboard.hotWalletBalance);
  const owed = parseUsdt(dashboard.owedToPlayers);
  if (hot === null || owed === null || hot >= owed) return null;
  return Number(hot) / Number(owed);
}

export function DashboardAlerts({ dashboard }: { dashboard: AdminDashboard }) {
  const ratio = coverage(dashboard);
  const { awaitingApproval: waiting, payouts, reconciliation: latest } = dashboard;
  return (
    <>
      {latest && !latest.ok ? (
        <Alert id="alert-reconcile" title={texts.reconcile}>
          <p>{common.dashboard.reconcileDifference(latest.difference, latest.booksSum, latest.mismatches, when(latest.checkedAt))}</p>
        </Alert>
      ) : null}
      {payouts?.lowOnTon ? (
        <Alert id="alert-low-ton" title={texts.lowOnTon}>
          <p>{texts.lowOnTonText(payouts.hotWalletTon ?? '?')}</p>
        </Alert>
      ) : null}
      {payouts && payouts.stuck > 0 ? (
        <Alert id="alert-stuck" title={texts.stuck}>
          <p>{texts.stuckText(payouts.stuck, when(payouts.oldestStuckSince))}</p>
        </Alert>
      ) : null}
      {ratio !== null ? (
        <Alert id="alert-hot-wallet" title={texts.hotBelowOwed}>
          <p>{texts.hotBelowOwedText(usdt(dashboard.hotWalletBalance), percent(ratio), usdt(dashboard.owedToPlayers))}</p>
        </Alert>
      ) : null}
      {waiting.count > 0 ? (
        <Alert id="alert-waiting" title={texts.waiting} urgent={false}>
          <p>
            {texts.waitingText(waiting.count, usdt(waiting.amount))} <Link href="/withdrawals">{texts.waitingLink}</Link>
          </p>
        </Alert>
      ) : null}
      {latest?.ok && latest.chainUnknown ? <output className="block">{common.dashboard.reconcileChainUnknown(when(latest.checkedAt))}</output> : null}
    </>
  );
}
