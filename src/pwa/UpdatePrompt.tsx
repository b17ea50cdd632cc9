import { useT } from '../i18n/t';
import { useUpdateOffer } from './update-offer';
import './update-prompt.css';

/** "A new version is available" with Reload, while a new service worker waits (wire-updates.ts). */
export function UpdatePrompt() {
  const t = useT();
  const apply = useUpdateOffer();
  if (!apply) return null;
  return (
    // <output> is a live region (role status): screen readers announce the offer when it appears.
    <output className="floating-card update-prompt">
      <span>{t('pwa.update.available')}</span>
      <button type="button" className="update-prompt__button" onClick={apply}>
        {t('pwa.update.reload')}
      </button>
    </output>
  );
}
