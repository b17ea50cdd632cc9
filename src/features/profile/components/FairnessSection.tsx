import { useId, useState, type FormEvent } from 'react';
import { CLIENT_SEED_PATTERN } from '../../../contract/fairness';
import { useT } from '../../../i18n/t';
import { isApiError } from '../../../lib/api-error';
import { useSeed } from '../../../lib/game/get-seed';
import { useOnline } from '../../../lib/use-online';
import { useRotateSeed } from '../api/rotate-seed';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';

/**
 * Profile's "Fairness": the commitment for the next order and its rotation, which reveals the
 * current seed (so past orders verify) and starts a new one with the player's client seed or a
 * random one (docs/fairness.md).
 */
export function FairnessSection() {
  const t = useT();
  const online = useOnline();
  const seed = useSeed();
  const rotation = useRotateSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = clientSeed.trim();
    if (typed !== '' && !CLIENT_SEED_PATTERN.test(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    rotation.rotate(typed === '' ? undefined : typed).then(
      () => setClientSeed(''),
      // Shown below the button; the typed seed stays for another try.
      () => {},
    );
  }

  const revealed = rotation.data;
  const failure = rotation.error ? (isApiError(rotation.error) ? rotation.error.message : t('fairness.failed')) : null;
  return (
    <Card as="section" className="profile-fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('fairness.title')}</h2>
      <p className="muted">{t('fairness.intro')}</p>
      {seed.data ? (
        <dl className="profile-fairness__facts">
          <dt>{t('verify.seedHash')}</dt>
          {/* Hex and seeds read left to right in every language, Arabic included. */}
          <dd dir="ltr">{seed.data.seedHash}</dd>
          <dt>{t('fairness.nextSeedHash')}</dt>
          <dd dir="ltr">{seed.data.nextSeedHash}</dd>
          <dt>{t('verify.clientSeed')}</dt>
          <dd dir="ltr">{seed.data.clientSeed}</dd>
          <dt>{t('fairness.nonce')}</dt>
          <dd>{seed.data.nonce}</dd>
        </dl>
      ) : (
        <p className="profile-fairness__facts skeleton" aria-busy="true" aria-label={t('screen.loading')} />
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="profile-fairness__label">
          {t('fairness.clientSeedLabel')}
        </label>
        <input
          id={inputId}
          className="text-input"
          dir="ltr"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setClientSeed(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
        />
        <p id={hintId} className={invalid ? 'profile-fairness__error' : 'muted'} role={invalid ? 'alert' : undefined}>
          {t('fairness.clientSeedHint')}
        </p>
        <Button type="submit" disabled={rotation.pending || !online}>
          {!online ? t('fairness.offline') : rotation.pending ? t('fairness.rotating') : t('fairness.rotate')}
        </Button>
      </form>
      {failure ? (
        <p className="profile-fairness__error" role="alert">
          {failure}
        </p>
      ) : null}
      <output className="profile-fairness__revealed">
        {revealed ? (
          <>
            <span>{t('fairness.revealed')}</span>
            <span className="profile-fairness__mono" dir="ltr">
              {revealed.previousSeed}
            </span>
            <span className="muted">{t('fairness.revealedHint', { hash: revealed.previousSeedHash })}</span>
            {rotation.chain === 'verified' ? <span>{t('fairness.chainVerified')}</span> : null}
            {rotation.chain === 'broken' ? <span className="profile-fairness__error">{t('fairness.chainBroken')}</span> : null}
          </>
        ) : null}
      </output>
    </Card>
  );
}
