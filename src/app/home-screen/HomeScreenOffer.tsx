import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/t';
import { showToast } from '../../lib/toast';
import { getSettings, setHomeScreenOfferedAt } from '../../settings/app-storage';
import { getBridge } from '../../telegram/bridge';
import { getWebApp } from '../../telegram/current-web-app';
import { useWonThenMoved } from '../../lib/use-won';
import './home-screen-offer.css';
import { Button } from '../../ui/Button';

/** The shortcut is offered at most once a week, however often the good moments come. */
export const OFFER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** True when the last offer is a week old or more (or there was none). */
const isDue = () => Date.now() - getSettings().homeScreenOfferedAt >= OFFER_INTERVAL_MS;

/**
 * "Add to home screen", offered at a good moment: on the next screen after the player's first win
 * on this page (not over the result), or on the profile screens. Never beside the install offer:
 * that one is never shown inside Telegram, this one only there. The root layout mounts this only while Telegram says the shortcut is
 * `missed` (telegram/home-screen.ts). Whether a week has passed is decided once, when this page
 * first learns the status; the time of the offer is remembered in app-storage when it shows.
 */
export default function HomeScreenOffer() {
  const t = useT();
  const titleId = useId();
  const [path] = useLocation();
  const won = useWonThenMoved();
  const [due] = useState(isDue);
  const [answered, setAnswered] = useState(false);
  const moment = won || path === '/profile' || path.startsWith('/profile/');
  const visible = due && moment && !answered;

  useEffect(() => {
    if (visible) setHomeScreenOfferedAt(Date.now());
  }, [visible]);

  if (!visible) return null;

  function add() {
    setAnswered(true);
    const off = getBridge().on('home_screen_added', () => {
      off();
      showToast(t('homeScreen.added'), { variant: 'success' });
    });
    getWebApp().addToHomeScreen();
  }

  return (
    <section className="floating-card home-screen-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-screen-offer__title">
        {t('homeScreen.title')}
      </h2>
      <p className="home-screen-offer__text">{t('homeScreen.text')}</p>
      <div className="floating-card__actions">
        <Button onClick={add}>
          {t('homeScreen.add')}
        </Button>
        <Button variant="quiet" onClick={() => setAnswered(true)}>
          {t('homeScreen.later')}
        </Button>
      </div>
    </section>
  );
}
