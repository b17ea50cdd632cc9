import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ProtectionView } from '../../../contract/protection';
import { displayUsdt } from '../../../i18n/format-amount';
import { useT } from '../../../i18n/t';
import { getWebApp } from '../../../telegram/current-web-app';
import { useProtection } from '../api/get-protection';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

type Session = NonNullable<ProtectionView['session']>;

/** h:mm:ss of the play time the server counted. */
function duration(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * The reality check (docs/player-protection.md): when the server's play session reaches its next
 * check, a dialog shows the time played and the net result. The wait is measured from the
 * server's own figures (start + time played = the server's now), so a device clock set wrong
 * neither hides nor hurries it; the session is counted across tabs and devices by the server.
 */
export function RealityCheck() {
  const t = useT();
  const [, navigate] = useLocation();
  const protection = useProtection();
  const [due, setDue] = useState<Session | null>(null);
  const session = protection.data?.session ?? null;
  const { refetch } = protection;
  useEffect(() => {
    if (!session) return;
    const serverNow = Date.parse(session.startedAt) + session.playedSeconds * 1000;
    const wait = Math.max(0, Date.parse(session.nextCheckAt) - serverNow);
    const timer = setTimeout(() => {
      void refetch().then(({ data }) => {
        const now = data?.session;
        if (now && now.startedAt === session.startedAt && Date.parse(now.nextCheckAt) > Date.parse(session.nextCheckAt)) setDue(now);
      });
    }, wait + 250);
    return () => clearTimeout(timer);
  }, [session, refetch]);

  if (!due) return null;
  const stop = () => {
    const webApp = getWebApp();
    if (webApp.isTelegram) webApp.close();
    else navigate('/profile');
  };
  return (
    // Modal and required: the page behind is dimmed and inert until the player answers (Escape is
    // no answer). "Stop playing" comes first and is the prominent one; "Keep playing" is quiet.
    <Dialog className="card review-dialog" labelledBy="reality-check-title" required onClose={() => setDue(null)}>
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.played', { duration: duration(due.playedSeconds) })}</p>
      <p>{t('realityCheck.net', { amount: displayUsdt(due.net) })}</p>
      <div className="button-row">
        <Button onClick={stop}>{t('realityCheck.stopPlaying')}</Button>
        <Button variant="quiet" onClick={() => setDue(null)}>
          {t('realityCheck.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
