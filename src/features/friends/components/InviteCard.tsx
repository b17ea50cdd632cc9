import { useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/t';
import { getWebApp } from '../../../telegram/current-web-app';
import { referralLink, telegramShareUrl } from '../referral-link';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * The player's invite link. Inside Telegram, Share opens Telegram's own share dialog; in a browser,
 * Copy puts it on the clipboard, or, when the clipboard is refused (no permission, an insecure
 * http page), selects the field so the player can copy it by hand.
 */
export function InviteCard({ refCode }: { refCode: string }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const link = referralLink(refCode);
  const webApp = getWebApp();

  function share() {
    webApp.openTelegramLink(telegramShareUrl(link, t('friends.invite.shareText')));
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('selected');
    }
  }

  return (
    <section className="card friends-invite" aria-labelledby={titleId}>
      <h2 id={titleId} className="friends-invite__title">
        {t('friends.invite.title')}
      </h2>
      <p id={hintId} className="muted">
        {t('friends.invite.hint')}
      </p>
      <input
        ref={field}
        className="friends-invite__link"
        type="text"
        readOnly
        value={link}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onFocus={(event) => event.currentTarget.select()}
      />
      {webApp.isTelegram ? (
        <button type="button" className="button" onClick={share}>
          {t('friends.invite.share')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void copyLink()}>
          {t('friends.invite.copy')}
        </button>
      )}
      <output className="muted friends-invite__status">
        {copy === 'copied' ? t('friends.invite.copied') : copy === 'selected' ? t('friends.invite.selectToCopy') : ''}
      </output>
    </section>
  );
}
