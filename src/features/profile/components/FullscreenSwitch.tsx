import { useId } from 'react';
import { useT } from '../../../i18n/t';
import { setFullscreen } from '../../../settings/app-storage';
import { useSettings } from '../../../settings/use-settings';
import { getWebApp } from '../../../telegram/current-web-app';
import { Switch } from '../../../ui/Switch';

/**
 * The fullscreen setting (Telegram 8.0+; nothing elsewhere, where there is no fullscreen to ask
 * for). The choice is remembered in app-storage and applied at every start; app/telegram-fullscreen.ts
 * keeps it equal to what Telegram reports.
 */
export function FullscreenSwitch() {
  const t = useT();
  const hintId = useId();
  const { fullscreen } = useSettings();
  const webApp = getWebApp();
  if (!webApp.isTelegram || !webApp.supports('fullscreen')) return null;

  function toggle(on: boolean) {
    setFullscreen(on);
    if (on) webApp.requestFullscreen();
    else webApp.exitFullscreen();
  }

  return (
    <div className="profile-switch">
      <Switch label={t('fullscreen.label')} checked={fullscreen} describedBy={hintId} onChange={toggle} />
      <p id={hintId} className="muted profile-switch__hint">
        {t('fullscreen.hint')}
      </p>
    </div>
  );
}
