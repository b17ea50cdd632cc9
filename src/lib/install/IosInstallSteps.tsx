import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/t';
import './install.css';

/**
 * iOS Safari has no install prompt: a modal sheet with its three steps (Share, "Add to Home
 * Screen", Add). A native <dialog> opened with showModal() traps focus and closes on Escape.
 */
export function IosInstallSteps({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="install-steps" aria-labelledby="install-steps-title" onClose={onClose} onCancel={onClose}>
      <h2 id="install-steps-title">{t('install.ios.title')}</h2>
      <ol>
        <li>{t('install.ios.share')}</li>
        <li>{t('install.ios.add')}</li>
        <li>{t('install.ios.confirm')}</li>
      </ol>
      <button type="button" className="button" onClick={onClose}>
        {t('install.ios.done')}
      </button>
    </dialog>
  );
}
