/** Find a player by Telegram id, username or ref code; the query stays in the address (?q=). */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { AdminPlayerRow } from '../../contract/admin-players';
import { usePlayerSearch } from '../api/players';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { columnsFor } from '../components/table-features';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

const column = columnsFor<AdminPlayerRow>();
const columns = () =>
  column.columns([
  column.accessor('id', {
    header: texts.players.id,
    cell: (info) => (
      <Link href={`/players/${info.getValue()}`} aria-label={texts.players.open(info.row.original.username ?? String(info.getValue()))}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('telegramId', { header: texts.players.telegramId }),
  column.accessor((row) => row.username ?? '', { id: 'username', header: texts.players.username }),
  column.accessor('name', { header: texts.players.name }),
  column.accessor('refCode', { header: texts.players.refCode }),
  column.accessor((row) => Number(row.balance), { id: 'balance', header: texts.players.balance, cell: (info) => usdt(info.row.original.balance) }),
  column.accessor('createdAt', { header: texts.players.joined, cell: (info) => when(info.getValue()) }),
]);

export function PlayersScreen() {
  const q = new URLSearchParams(useSearch()).get('q') ?? '';
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(q);
  const query = usePlayerSearch(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(`/players?${new URLSearchParams({ q: draft.trim() }).toString()}`);
  }

  return (
    <>
      <h1>{texts.players.title}</h1>
      <search>
        <form onSubmit={submit} className="inline-form">
        <label htmlFor="player-search">{texts.players.search}</label>
        <input id="player-search" type="search" value={draft} placeholder={texts.players.searchHint} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit">{texts.players.searchButton}</button>
        </form>
      </search>
      {q && (
        <QueryState query={query}>
          {(players) => (players.length === 0 ? <output className="block">{texts.players.noMatch}</output> : <DataTable label={texts.players.title} columns={columns()} data={players} />)}
        </QueryState>
      )}
    </>
  );
}
