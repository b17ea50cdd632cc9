import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { useLiveWins } from '../api/get-live-wins';
import { Button } from '../../../ui/Button';

const SKELETON_ROWS = [0, 1, 2];

/** The server's latest wins of all players (GET /game/live-wins); the event stream appends later. */
export function LiveWins() {
  const t = useT();
  const wins = useLiveWins();
  return (
    <section aria-labelledby="live-wins-title">
      <h2 id="live-wins-title">{t('liveWins.title')}</h2>
      {wins.isPending ? (
        <ul className="live-wins" aria-busy="true" aria-label={t('screen.loading')}>
          {SKELETON_ROWS.map((row) => (
            <li key={row} className="live-win skeleton" />
          ))}
        </ul>
      ) : wins.isError ? (
        <p className="muted">
          {t('liveWins.error')}{' '}
          <Button variant="link" onClick={() => void wins.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : wins.data.length === 0 ? (
        <p className="muted">{t('liveWins.empty')}</p>
      ) : (
        <ul className="live-wins">
          {wins.data.map((win) => (
            <li key={win.id} className="live-win">
              <span className="live-win__who">
                {/* bdi: a right-to-left or mark-laden name stays in its own box (home.css). */}
                <bdi className="live-win__name">
                  <strong>{win.name}</strong>
                </bdi>
                <span className="muted">
                  {t(`game.${win.game}`)} · {t(`option.${win.option}`)}
                </span>
              </span>
              <span className="live-win__payout">{t('liveWins.payout', { payout: displayUsdt(win.payout) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
