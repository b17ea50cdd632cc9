/** One player, everything support needs: balance, statement, orders with their fairness fields, money in and out, referrals, protection, notes. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { OperatorRole } from '../../contract/admin';
import { usePlayer } from '../api/player';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { can } from '../shared/roles';
import { texts } from '../shared/texts';
import { NoteForm } from './NoteForm';
import { depositColumns, invitedColumns, noteColumns, orderColumns, statementColumns, withdrawalColumns } from './player-columns';
import { PlayerFacts } from './PlayerFacts';
import { ProtectionSummary } from './ProtectionSummary';
import { VerificationSection } from './VerificationSection';
import { complianceTexts } from '../shared/compliance-texts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function PlayerScreen({ id, role }: { id: number; role: OperatorRole }) {
  const query = usePlayer(id);
  return (
    <>
      <p>
        <Link href="/players">{texts.player.back}</Link>
      </p>
      <QueryState query={query}>
        {(player) => (
          <>
            <h1>{texts.player.title(player.player.username ? `@${player.player.username}` : player.player.name)}</h1>
            <PlayerFacts detail={player} />
            <Section id="statement" title={texts.player.statement}>
              <DataTable label={texts.player.statement} columns={statementColumns()} data={player.statement} filterable />
            </Section>
            <Section id="orders" title={texts.player.orders}>
              <DataTable label={texts.player.orders} columns={orderColumns()} data={player.orders} filterable pageSize={10} />
            </Section>
            <Section id="deposits" title={texts.player.deposits}>
              <DataTable label={texts.player.deposits} columns={depositColumns()} data={player.deposits} />
            </Section>
            <Section id="withdrawals" title={texts.player.withdrawals}>
              <DataTable label={texts.player.withdrawals} columns={withdrawalColumns()} data={player.withdrawals} />
            </Section>
            <Section id="referrals" title={texts.player.referrals}>
              <p>
                {texts.player.referrer}: {player.referrals.referrer ? <Link href={`/players/${player.referrals.referrer.id}`}>{player.referrals.referrer.name}</Link> : texts.player.noReferrer}
              </p>
              <DataTable label={texts.player.invited} columns={invitedColumns()} data={player.referrals.invited} />
            </Section>
            <Section id="protection" title={texts.player.protection}>
              <ProtectionSummary protection={player.protection} />
            </Section>
            <Section id="verification" title={complianceTexts.section}>
              <VerificationSection detail={player} role={role} />
            </Section>
            <Section id="notes" title={texts.player.notes}>
              <DataTable label={texts.player.notes} columns={noteColumns()} data={player.notes} />
              <NoteForm playerId={player.player.id} allowed={can(role, 'note')} />
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}
