import { GAME_OPTIONS, GAMES, OPTION_LABELS } from '../../../contract/games';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { useHomeSearch } from '../home-search';
import '../home.css';

/** The home screen: what the game is, the games on offer, and the way to the order history. */
export default function HomeScreen() {
  const t = useT();
  // `lang` is read here too; the language issue applies it. `ref` links the player to a referrer.
  const { ref } = useHomeSearch();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="muted">{t('home.intro')}</p>
      {ref ? <p className="card">{t('home.invite', { ref })}</p> : null}

      <h2>{t('home.games')}</h2>
      <ul className="game-list">
        {GAMES.map((game) => (
          <li key={game} className="game-tile">
            <span className="game-tile__name">{t(`home.game.${game}`)}</span>
            <span className="muted">
              {t('home.options', { options: GAME_OPTIONS[game].map((option) => OPTION_LABELS[option]).join(' · ') })}
            </span>
          </li>
        ))}
      </ul>

      <h2>{t('home.howItWorks')}</h2>
      <ol className="steps">
        <li>{t('home.step.pick')}</li>
        <li>{t('home.step.order')}</li>
        <li>{t('home.step.result')}</li>
      </ol>
      <p className="muted">{t('home.fairness')}</p>

      <h2>{t('home.more')}</h2>
      <PreloadLink to="/history" className="nav-card">
        {t('home.historyLink')}
      </PreloadLink>
      <p className="muted">{t('home.historyHint')}</p>
    </>
  );
}
