import { useT } from '../../../i18n/t';
import { useRules } from '../../../lib/game/get-rules';
import { FairnessMethod } from '../components/FairnessMethod';
import { GameOdds } from '../components/GameOdds';
import '../odds.css';

/** Odds and fairness (issue 33 item 5): each game's options, multipliers and return to player from GET /game/rules, and the fairness method. */
export default function OddsScreen() {
  const t = useT();
  const rules = useRules();
  return (
    <>
      <h1>{t('odds.title')}</h1>
      <p>{t('odds.intro')}</p>
      {rules.isError && !rules.data ? (
        <div className="card" role="alert">
          <p>{t('odds.error')}</p>
          <button type="button" className="button" onClick={() => void rules.refetch()}>
            {t('friends.retry')}
          </button>
        </div>
      ) : null}
      {rules.data?.games.map((game) => <GameOdds key={game.game} game={game} />)}
      <FairnessMethod />
    </>
  );
}
