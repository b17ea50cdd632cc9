import { useT } from '../../../i18n/t';
import { useRules } from '../../../lib/game/get-rules';
import { FairnessMethod } from '../components/FairnessMethod';
import { GameOdds } from '../components/GameOdds';
import { ErrorCard } from '../../../ui/ErrorCard';
import '../odds.css';

/** Odds and fairness (docs/player-protection.md): each game's options, multipliers and return to player from GET /game/rules, and the fairness method. */
export default function OddsScreen() {
  const t = useT();
  const rules = useRules();
  return (
    <>
      <h1>{t('odds.title')}</h1>
      <p>{t('odds.intro')}</p>
      {rules.isError && !rules.data ? (
        <ErrorCard message={t('odds.error')} retry={{ label: t('common.retry'), onRetry: () => void rules.refetch() }} />
      ) : null}
      {rules.data?.games.map((game) => <GameOdds key={game.game} game={game} />)}
      <FairnessMethod />
    </>
  );
}
