import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/t';
import { mayOfferNow, readMemory, rememberDismissal } from '../lib/install/install-state';
import { IosInstallSteps } from '../lib/install/IosInstallSteps';
import { useInstall } from '../lib/install/use-install';
import { mutationKeys } from '../lib/query-keys';
import '../lib/install/install.css';

function isWin(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { result?: unknown }).result === 'win';
}

/**
 * The install offer at a good moment: right after the player's first win in this browser (an
 * order answered with a win), never inside Telegram or once installed, and not again for a while
 * after "Not now" (install-state.ts). Profile keeps an "Install the app" button meanwhile.
 */
export function InstallOffer() {
  const t = useT();
  const queryClient = useQueryClient();
  const { way, install, stepsOpen, closeSteps } = useInstall();
  const [won, setWon] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const [key] = event.mutation.options.mutationKey ?? [];
        // Decided at the win: a "Not now" within the last two weeks keeps it back.
        if (key === mutationKeys.placeOrder()[0] && isWin(event.action.data) && mayOfferNow(readMemory(), Date.now())) setWon(true);
      }),
    [queryClient],
  );

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
    <section className="install-offer" aria-labelledby="install-offer-text">
      <p id="install-offer-text">{t('install.offer')}</p>
      <div className="install-offer__actions">
        <button type="button" className="install-offer__later" onClick={later}>
          {t('install.later')}
        </button>
        <button type="button" className="install-offer__button" onClick={() => void accept()}>
          {t('install.accept')}
        </button>
      </div>
    </section>
  );
}
