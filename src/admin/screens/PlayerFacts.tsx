/** Who the player is and what they hold, at the top of the player screen. */
import type { AdminPlayerDetail } from '../../contract/admin-players';
import { usdt, when } from '../shared/format';
import { texts } from '../shared/texts';

export function PlayerFacts({ detail }: { detail: AdminPlayerDetail }) {
  const { player } = detail;
  const facts: [string, string][] = [
    [texts.players.balance, usdt(detail.balance)],
    [texts.players.id, String(player.id)],
    [texts.players.telegramId, String(player.telegramId)],
    [texts.players.username, player.username ? `@${player.username}` : '—'],
    [texts.players.name, player.name],
    [texts.players.refCode, player.refCode],
    [texts.player.language, player.languageCode],
    [texts.player.depositMemo, player.depositMemo],
    [texts.player.boundWallet, player.boundAddress ?? texts.player.none],
    [texts.players.joined, when(player.createdAt)],
  ];
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
