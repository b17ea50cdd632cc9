import { useState } from 'react';
import { useT } from '../../../i18n/t';
import type { Bridge } from '../../../telegram/bridge';
import { requestContact } from '../../../telegram/request-contact';
import type { WebApp } from '../../../telegram/web-app';
import { Button } from '../../../ui/Button';

type Props = { webApp: Pick<WebApp, 'supports' | 'isTelegram'>; bridge?: Pick<Bridge, 'postEvent' | 'on'> };

/**
 * Share my phone number (optional): Telegram's own dialog sends the player's contact to the bot,
 * which keeps only the number's country as a jurisdiction signal (docs/compliance.md). Shown only
 * in a Telegram client that has the dialog (6.9+); a cancel leaves the button as it was.
 */
export function SharePhone({ webApp, bridge }: Props) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'asking' | 'shared'>('idle');
  if (!webApp.isTelegram || !webApp.supports('requestContact')) return null;

  async function share() {
    setState('asking');
    setState((await requestContact(webApp, bridge)) ? 'shared' : 'idle');
  }

  return (
    <section className="verification-phone" aria-label={t('verification.phone.share')}>
      <p className="muted">{t('verification.phone.text')}</p>
      {state === 'shared' ? (
        <output>{t('verification.phone.shared')}</output>
      ) : (
        <Button variant="secondary" onClick={() => void share()} disabled={state === 'asking'}>
          {t('verification.phone.share')}
        </Button>
      )}
    </section>
  );
}
