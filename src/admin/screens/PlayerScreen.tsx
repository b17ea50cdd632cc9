/** One player, everything support needs: balance, statement, orders with their fairness fields, money in and out, referrals, protection, notes. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminRole } from '../../contract/admin';
import { usePlayer } from '../api/player';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { usdt, when } from '../format';
import { can } from '../roles';
import { texts } from '../texts';
import { NoteForm } from './NoteForm';
import { depositColumns, noteColumns, orderColumns, referralColumns, statementColumns, withdrawalColumns } from './player-columns';
import { ProtectionSummary } from './ProtectionSummary';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function PlayerScreen({ id, role }: { id: number; role: AdminRole }) {
  const query = usePlayer(id);
  return (
    <>
      <p>
        <Link href="/players">{texts.player.back}</Link>
      </p>
      <QueryState query={query}>
        {(player) => (
          <>
            <h1>{texts.player.title(player.username ? `@${player.username}` : String(player.id))}</h1>
            <dl className="facts">
              {(
                [
                  [texts.players.id, String(player.id)],
                  [texts.players.name, player.firstName],
                  [texts.players.refCode, player.refCode],
                  [texts.players.balance, usdt(player.balance)],
                  [texts.players.joined, when(player.createdAt)],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Section id="statement" title={texts.player.statement}>
              <DataTable label={texts.player.statement} columns={statementColumns} data={player.statement} filterable />
            </Section>
            <Section id="orders" title={texts.player.orders}>
              <DataTable label={texts.player.orders} columns={orderColumns} data={player.orders} filterable pageSize={10} />
            </Section>
            <Section id="deposits" title={texts.player.deposits}>
              <DataTable label={texts.player.deposits} columns={depositColumns} data={player.deposits} />
            </Section>
            <Section id="withdrawals" title={texts.player.withdrawals}>
              <DataTable label={texts.player.withdrawals} columns={withdrawalColumns} data={player.withdrawals} />
            </Section>
            <Section id="referrals" title={texts.player.referrals}>
              <DataTable label={texts.player.referrals} columns={referralColumns} data={player.referrals} />
            </Section>
            <Section id="protection" title={texts.player.protection}>
              <ProtectionSummary protection={player.protection} />
            </Section>
            <Section id="notes" title={texts.player.notes}>
              <DataTable label={texts.player.notes} columns={noteColumns} data={player.notes} />
              <NoteForm playerId={player.id} allowed={can(role, 'note')} />
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}
