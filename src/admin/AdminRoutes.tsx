/** Which screen each address under /admin shows. */
import { Route, Switch } from 'wouter';
import type { OperatorRole } from '../contract/admin';
import { AdjustmentsScreen } from './screens/AdjustmentsScreen';
import { AuditScreen } from './screens/AuditScreen';
import { CasesScreen } from './screens/CasesScreen';
import { ComplaintScreen } from './screens/ComplaintScreen';
import { ComplaintsScreen } from './screens/ComplaintsScreen';
import { ComplianceScreen } from './screens/ComplianceScreen';
import { DashboardScreen } from './screens/DashboardScreen';
import { PlayerScreen } from './screens/PlayerScreen';
import { PlayersScreen } from './screens/PlayersScreen';
import { ReconciliationScreen } from './screens/ReconciliationScreen';
import { ReportsScreen } from './screens/ReportsScreen';
import { UnattributedScreen } from './screens/UnattributedScreen';
import { WithdrawalsScreen } from './screens/WithdrawalsScreen';
import { texts } from './shared/texts';

export function AdminRoutes({ role }: { role: OperatorRole }) {
  return (
    <Switch>
      <Route path="/">
        <DashboardScreen />
      </Route>
      <Route path="/players">
        <PlayersScreen />
      </Route>
      <Route path="/players/:id">{(params) => <PlayerScreen id={Number(params.id)} role={role} />}</Route>
      <Route path="/withdrawals">
        <WithdrawalsScreen role={role} />
      </Route>
      <Route path="/deposits">
        <UnattributedScreen role={role} />
      </Route>
      <Route path="/adjustments">
        <AdjustmentsScreen role={role} />
      </Route>
      <Route path="/reconciliation">
        <ReconciliationScreen />
      </Route>
      <Route path="/reports">
        <ReportsScreen role={role} />
      </Route>
      <Route path="/complaints">
        <ComplaintsScreen />
      </Route>
      <Route path="/complaints/:id">{(params) => <ComplaintScreen id={Number(params.id)} role={role} />}</Route>
      <Route path="/cases">
        <CasesScreen role={role} />
      </Route>
      <Route path="/compliance">
        <ComplianceScreen />
      </Route>
      <Route path="/audit">
        <AuditScreen />
      </Route>
      <Route>
        <h1>{texts.notFound}</h1>
      </Route>
    </Switch>
  );
}
