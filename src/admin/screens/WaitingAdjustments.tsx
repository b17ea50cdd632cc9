/** Adjustments above the threshold, waiting for a second finance operator. */
import { useMemo } from 'react';
import type { AdminAdjustment } from '../../contract/admin';
import { Link } from 'wouter';
import { useAdjustmentDecision, useWaitingAdjustments } from '../api/adjustments';
import { usePlayer } from '../api/player';
import { DataTable } from '../components/DataTable';
import { MutationMessage } from '../components/MutationMessage';
import { QueryState } from '../components/QueryState';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';
import { AdjustmentActions } from './adjustment-actions';
import { AdjustmentActionsContext } from './adjustment-actions-context';

/** The player's name, @username and balance now, from their record (cached per player). */
function PlayerName({ id }: { id: number }) {
  const player = usePlayer(id).data;
  if (!player) return <Link href={`/players/${id}`}>{texts.adjustments.playerId} {id}</Link>;
  const { name, username } = player.player;
  return (
    <>
      <Link href={`/players/${id}`}>{username ? `${name} (@${username})` : name}</Link> · {usdt(player.balance)}
    </>
  );
}

const column = columnsFor<AdminAdjustment>();
const columns = () =>
  column.columns([
  column.accessor('id', { header: texts.withdrawals.id }),
  // The second approver sees whom they credit by name and balance, not "Player id 14".
  column.accessor('playerId', { header: texts.adjustments.forPlayer, cell: (info) => <PlayerName id={info.getValue()} /> }),
  column.accessor((row) => Number(row.amount), { id: 'amount', header: texts.adjustments.amountShort, cell: (info) => usdt(info.row.original.amount) }),
  column.accessor('reason', { header: texts.adjustments.reason }),
  column.accessor((row) => row.requestedBy.name ?? String(row.requestedBy.telegramId), { id: 'requestedBy', header: texts.adjustments.requestedBy }),
  column.accessor('createdAt', { header: texts.player.at, cell: (info) => when(info.getValue()) }),
  column.display({ id: 'actions', header: texts.withdrawals.actions, cell: (info) => <AdjustmentActions adjustment={info.row.original} /> }),
]);

export function WaitingAdjustments({ allowed }: { allowed: boolean }) {
  const query = useWaitingAdjustments();
  const decision = useAdjustmentDecision();
  const actions = useMemo(
    () => ({
      allowed: allowed && !decision.isPending,
      approve: (id: number) => decision.mutate({ id, approve: true }),
      reject: (id: number, reason: string) => decision.mutate({ id, approve: false, reason }),
    }),
    [allowed, decision],
  );
  return (
    <section aria-labelledby="waiting-adjustments">
      <h2 id="waiting-adjustments">{texts.adjustments.waiting}</h2>
      <MutationMessage mutation={decision} />
      <AdjustmentActionsContext value={actions}>
        <QueryState query={query}>{(rows) => <DataTable label={texts.adjustments.waiting} columns={columns()} data={rows} />}</QueryState>
      </AdjustmentActionsContext>
    </section>
  );
}
