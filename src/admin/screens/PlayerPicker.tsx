/**
 * Finds the player an adjustment is for (name, @username, Telegram id or player id) and shows the
 * matches with enough to tell two apart; the operator chooses one. Nothing is credited to an id
 * that was typed: an unknown player cannot be chosen.
 */
import { useState, type FormEvent } from 'react';
import type { AdminPlayerRow } from '../../contract/admin-players';
import { usePlayerSearch } from '../api/players';
import { QueryState } from '../components/QueryState';
import { usdt } from '../shared/format';
import { texts } from '../shared/texts';

export function PlayerPicker({ disabled, onChoose }: { disabled: boolean; onChoose: (player: AdminPlayerRow) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = usePlayerSearch(q);
  function submit(event: FormEvent) {
    event.preventDefault();
    setQ(text.trim());
  }
  return (
    <form onSubmit={submit} className="stack-form" noValidate aria-label={texts.adjustments.find}>
      <label htmlFor="adjust-find">{texts.adjustments.find}</label>
      <span className="inline-form">
        <input id="adjust-find" type="search" value={text} onChange={(event) => setText(event.target.value)} disabled={disabled} />
        <button type="submit" disabled={disabled || !text.trim()}>
          {texts.adjustments.search}
        </button>
      </span>
      {q !== '' && (
        <QueryState query={search}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="muted">{texts.adjustments.noMatch}</p>
            ) : (
              <ul className="picker-list">
                {rows.map((player) => (
                  <li key={player.id}>
                    <span>
                      {texts.adjustments.playerLine(player.name, player.username, player.id, player.telegramId)} · {usdt(player.balance)}
                    </span>
                    <button type="button" onClick={() => onChoose(player)}>
                      {texts.adjustments.choose(player.name)}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </form>
  );
}
