import { useId, useRef, useState } from 'react';
import { REFERRAL_SHARE_PERCENT } from '../../../contract/constants';
import { getI18nState } from '../../../i18n/store';
import { useT } from '../../../i18n/t';
import { showToast } from '../../../lib/toast';
import { getWebApp } from '../../../telegram/current-web-app';
import { isWebAppError } from '../../../telegram/errors';
import { usePrepareInviteCard } from '../api/prepare-invite-card';
import { referralLink, telegramShareUrl } from '../referral-link';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * The player's invite link. Inside Telegram 8.0+, Share sends an invite card: the server prepares
 * it (a message with a button that opens the app with the refCode) and Telegram's chat picker
 * sends it; the outcome is toasted. Below 8.0, or when the card cannot be prepared, Share opens
 * Telegram's share dialog for the link, as before. Everywhere (inside Telegram beside Share),
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
  const prepare = usePrepareInviteCard();

  function shareLink() {
    webApp.openTelegramLink(telegramShareUrl(link, t('friends.invite.shareText')));
  }

  async function share() {
    if (!webApp.supports('shareMessage')) return shareLink();
    if (prepare.isPending) return;
    let id: string;
    try {
      // The server writes the card (it goes out "via @bot"): the app names only its language.
      ({ id } = await prepare.mutateAsync({ language: getI18nState().language }));
    } catch {
      return shareLink();
    }
    let result;
    try {
      result = await webApp.shareMessage(id);
    } catch (error) {
      // WebAppShareMessageOpened: a second tap while Telegram's picker is open; the first one answers.
      if (isWebAppError(error, 'WebAppShareMessageOpened')) return;
      throw error;
    }
    if (result.sent) showToast(t('friends.invite.shareSent'), { variant: 'success' });
    else showToast(t('friends.invite.shareFailed'), { variant: 'error' });
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
    <Card as="section" className="friends-invite" aria-labelledby={titleId}>
      <h2 id={titleId} className="friends-invite__title">
        {t('friends.invite.title')}
      </h2>
      <p id={hintId} className="muted">
        {t('friends.invite.hint')}
      </p>
      <p className="muted">{t('friends.invite.share.percent', { percent: REFERRAL_SHARE_PERCENT })}</p>
      <input
        ref={field}
        className="text-input friends-invite__link"
        type="text"
        readOnly
        value={link}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="friends-invite__actions">
        {webApp.isTelegram ? (
          <Button onClick={() => void share()} disabled={prepare.isPending}>
            {t('friends.invite.share')}
          </Button>
        ) : null}
        {/* Inside Telegram too: a link to paste elsewhere. */}
        <button type="button" className={webApp.isTelegram ? 'button button--secondary' : 'button'} onClick={() => void copyLink()}>
          {t('friends.invite.copy')}
        </button>
      </div>
      <output className="muted friends-invite__status">
        {copy === 'copied' ? t('friends.invite.copied') : copy === 'selected' ? t('friends.invite.selectToCopy') : ''}
      </output>
    </Card>
  );
}
