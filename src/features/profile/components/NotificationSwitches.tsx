import { useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notifications';
import { failureText } from '../../../i18n/api-error-text';
import { useT } from '../../../i18n/t';
import { getWebApp } from '../../../telegram/current-web-app';
import { requestWriteAccess } from '../../../telegram/write-access';
import { useNotificationSettings } from '../api/notifications';
import { Switch } from '../../../ui/Switch';

/** Asked once a page: Telegram's answer stands for the rest of the session. */
let writeAccessGranted = false;

/**
 * May the bot write to this player? Launch data says so in `allows_write_to_pm`; when it says no,
 * Telegram's own prompt asks (6.9+) before a notification is turned on (docs/bot.md). Outside
 * Telegram, or when launch data does not say, the server's 403 handling is the guard.
 */
async function mayWrite(): Promise<boolean> {
  const webApp = getWebApp();
  if (writeAccessGranted || !webApp.isTelegram) return true;
  if (webApp.launchParams.initData?.user?.allows_write_to_pm !== false) return true;
  if (!webApp.supports('requestWriteAccess')) return false;
  writeAccessGranted = await requestWriteAccess(webApp);
  return writeAccessGranted;
}

/** Profile's bot notifications: one switch a kind, saved to the account at once. */
export function NotificationSwitches() {
  const t = useT();
  const { settings, loadFailed, error, set } = useNotificationSettings();
  const [denied, setDenied] = useState(false);

  async function toggle(kind: NotificationKind, on: boolean) {
    setDenied(false);
    if (on && !(await mayWrite())) {
      setDenied(true);
      return;
    }
    await set(kind, on);
  }

  return (
    <fieldset className="card profile-notifications" aria-busy={settings === null && !loadFailed}>
      <legend>{t('notice.title')}</legend>
      {settings?.reachable === false ? <p className="muted">{t('notice.unreachable')}</p> : null}
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(`notice.kind.${kind}`)}
          disabled={!settings}
          checked={settings?.kinds[kind] ?? false}
          onChange={(on) => void toggle(kind, on)}
        />
      ))}
      {denied ? <p role="alert">{t('notice.writeDenied')}</p> : null}
      {error ? <p role="alert">{failureText(error)}</p> : null}
    </fieldset>
  );
}
