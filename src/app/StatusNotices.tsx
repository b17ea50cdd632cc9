import { useEffect, type ReactNode } from 'react';
import { InstallOffer } from '../pwa/InstallOffer';
import { startServiceWorker } from '../pwa/register';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { OfflineBanner } from './OfflineBanner';

/**
 * The notices about the app itself rather than the game, "you are offline" and "a new version is
 * available", and the service worker that makes the second one possible (registered once the page
 * has loaded). One lazy chunk that the root layout loads after the first render and the service
 * worker precaches, so none of it costs the initial JS of `/`.
 */
export default function StatusNotices(): ReactNode {
  useEffect(startServiceWorker, []);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      <InstallOffer />
    </>
  );
}
