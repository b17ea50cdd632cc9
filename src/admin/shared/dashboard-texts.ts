/** The dashboard's alerts: what needs an operator now, said with its numbers (docs/back-office.md, "Dashboard"). */
import { m } from '../i18n/admin-i18n';

export const dashboardTexts = {
  get alerts() { return m('alerts.alerts'); },
  get hotBelowOwed() { return m('alerts.hotBelowOwed'); },
  hotBelowOwedText: (hot: string, ratio: string, owed: string) => m('alerts.hotBelowOwedText', { hot, ratio, owed }),
  get waiting() { return m('alerts.waiting'); },
  waitingText: (count: number, amount: string) => m('alerts.waitingText', { count, amount }),
  get waitingLink() { return m('alerts.waitingLink'); },
  get lowOnTon() { return m('alerts.lowOnTon'); },
  lowOnTonText: (ton: string) => m('alerts.lowOnTonText', { ton }),
  get stuck() { return m('alerts.stuck'); },
  stuckText: (count: number, since: string) => m('alerts.stuckText', { count, since }),
  get reconcile() { return m('alerts.reconcile'); },
  get reconcileUnknown() { return m('alerts.reconcileUnknown'); },
};
