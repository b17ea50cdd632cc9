import { useState } from 'react';
import { useT } from '../i18n/t';
import { mayOfferNow, readMemory, rememberDismissal } from '../lib/install/install-state';
import { IosInstallSteps } from '../lib/install/IosInstallSteps';
import { useInstall } from '../lib/install/use-install';
import { useWonThenMoved } from '../lib/use-won';
import '../lib/install/install.css';
import { Button } from '../ui/Button';

// Decided at the win: a "Not now" within the last two weeks keeps it back.
const mayOfferAfterWin = () => mayOfferNow(readMemory(), Date.now());

/**
 * The install offer at a good moment: on the next screen after the player's first win in this
 * browser (an order answered with a win; not over the result itself), never inside Telegram or once installed, and not again for a while
 * after "Not now" (install-state.ts). Profile keeps an "Install the app" button meanwhile.
 */
export function InstallOffer() {
  const t = useT();
  const { way, install, stepsOpen, closeSteps } = useInstall();
  const won = useWonThenMoved(mayOfferAfterWin);
  const [closed, setClosed] = useState(false);

  if (stepsOpen) return <IosInstallSteps onClose={closeSteps} />;
  if (!won || closed || !way) return null;

  async function accept(): Promise<void> {
    setClosed(way === 'prompt');
    await install();
  }
  function later(): void {
    rememberDismissal();
    setClosed(true);
  }

  return (
    <section className="floating-card install-offer" aria-labelledby="install-offer-text">
      <p id="install-offer-text">{t('install.offer')}</p>
      <div className="floating-card__actions">
        <Button variant="quiet" onClick={later}>
          {t('install.later')}
        </Button>
        <Button onClick={() => void accept()}>
          {t('install.accept')}
        </Button>
      </div>
    </section>
  );
}
