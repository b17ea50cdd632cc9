import { useState } from 'react';
import { useT } from '../../../i18n/t';
import { useOnline } from '../../../lib/use-online';
import { useLogOut } from '../api/log-out';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';

/**
 * "Log out" with a confirmation in place: it ends the session on every device (the server revokes
 * all of the player's tokens), so one stray tap must not do it. Needs the network, like orders.
 */
export function LogoutButton() {
  const t = useT();
  const online = useOnline();
  const { logOut, pending, failed } = useLogOut();
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <Button className="profile-logout__secondary" onClick={() => setConfirming(true)}>
        {t('profile.logout')}
      </Button>
    );
  }
  return (
    <Card as="section" className="profile-logout-confirm" aria-labelledby="logout-confirm">
      <p id="logout-confirm">{t('profile.logout.confirm')}</p>
      <div className="profile-logout__actions">
        <Button disabled={pending || !online} onClick={logOut}>
          {t('profile.logout.yes')}
        </Button>
        <Button className="profile-logout__secondary" disabled={pending} onClick={() => setConfirming(false)}>
          {t('profile.logout.cancel')}
        </Button>
      </div>
      {failed || !online ? (
        <p className="muted" role="alert">
          {t('profile.logout.failed')}
        </p>
      ) : null}
    </Card>
  );
}
