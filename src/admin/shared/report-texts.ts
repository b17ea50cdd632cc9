/** The reports screen's words (docs/back-office.md, "Reports"). */
import { m } from '../i18n/admin-i18n';
import type { RevenueGrouping } from '../../contract/admin-revenue';

export const reportTexts = {
  get nav() { return m('reports.nav'); },
  get title() { return m('reports.title'); },
  get intro() { return m('reports.intro'); },
  get filters() { return m('reports.filters'); },
  get from() { return m('reports.from'); },
  get to() { return m('reports.to'); },
  get by() { return m('reports.by'); },
  groupings: { get day() { return m('reports.groupings.day'); }, get month() { return m('reports.groupings.month'); }, get game() { return m('reports.groupings.game'); }, get jurisdiction() { return m('reports.groupings.jurisdiction'); } } satisfies Record<RevenueGrouping, string>,
  get table() { return m('reports.table'); },
  get turnover() { return m('reports.turnover'); },
  get payouts() { return m('reports.payouts'); },
  get ggr() { return m('reports.ggr'); },
  get referralCost() { return m('reports.referralCost'); },
  get ngr() { return m('reports.ngr'); },
  get empty() { return m('reports.empty'); },
  get unknownJurisdiction() { return m('reports.unknownJurisdiction'); },
  get referrals() { return m('reports.referrals'); },
  get csv() { return m('reports.csv'); },
  get closes() { return m('reports.closes'); },
  get noCloses() { return m('reports.noCloses'); },
  closedAt: (month: string, at: string, by: number) => m('reports.closedAt', { month, at, by }),
  get closeForm() { return m('reports.closeForm'); },
  get month() { return m('reports.month'); },
  get close() { return m('reports.close'); },
  get closeHint() { return m('reports.closeHint'); },
  get financeOnly() { return m('reports.financeOnly'); },
  closed: (month: string) => m('reports.closed', { month }),
};
