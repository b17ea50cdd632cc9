import type { GameRulesResponse } from '../../../contract/game-rules';
import { displayNumber } from '../../../i18n/format-amount';
import { languageTag } from '../../../i18n/language-tags';
import { getI18nState } from '../../../i18n/store';
import { useT } from '../../../i18n/t';
import { returnToPlayer } from '../return-to-player';

/** One game's options: what each wins on, what a win pays and its return to player, as the server's rules say. */
export function GameOdds({ game }: { game: GameRulesResponse['games'][number] }) {
  const t = useT();
  const percent = new Intl.NumberFormat(languageTag(getI18nState().language), { style: 'percent', maximumFractionDigits: 2 });
  const headingId = `odds-${game.game}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`game.${game.game}`)}</h2>
      <p className="muted">{t('odds.drawn', { min: displayNumber(String(game.draw.min)), max: displayNumber(String(game.draw.max)) })}</p>
      <table className="odds-table">
        <thead>
          <tr>
            <th scope="col">{t('odds.option')}</th>
            <th scope="col">{t('odds.winsOn')}</th>
            <th scope="col">{t('odds.pays')}</th>
            <th scope="col">{t('odds.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {game.options.map((option) => (
            <tr key={option.option}>
              <th scope="row">{t(`option.${option.option}`)}</th>
              <td>{option.wins === 'number' ? t('odds.yourNumber') : option.wins.map((outcome) => displayNumber(String(outcome))).join(' ')}</td>
              <td>{t('order.multiplier', { multiplier: displayNumber(game.multiplier) })}</td>
              <td>{percent.format(returnToPlayer(game, option))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
