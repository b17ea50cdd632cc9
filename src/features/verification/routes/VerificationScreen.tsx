import { useState } from 'react';
import { useSearch } from 'wouter';
import { VERIFICATION_ACTIONS, type PlayerVerification, type VerificationAction } from '../../../contract/verification';
import { failureText } from '../../../i18n/api-error-text';
import { useT } from '../../../i18n/t';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { webViewCanOpenCamera } from '../../../telegram/camera-access';
import { getWebApp } from '../../../telegram/current-web-app';
import { Button } from '../../../ui/Button';
import { ErrorCard } from '../../../ui/ErrorCard';
import { NoticePanel } from '../../../ui/NoticePanel';
import { getVerification } from '../api/verification-api';
import { useVerification } from '../api/use-verification';
import { DoneIcon, IdCardIcon } from '../components/NoticeIcons';
import { ResidenceForm } from '../components/ResidenceForm';
import { SharePhone } from '../components/SharePhone';
import { launchProviderSdk } from '../web-sdk/provider-web-sdk';
import '../verification.css';

const SDK_CONTAINER_ID = 'verification-sdk';

type SdkState = 'idle' | 'loading' | 'open' | 'submitted' | 'failed';

const isAction = (value: string | null): value is VerificationAction => (VERIFICATION_ACTIONS as readonly string[]).includes(value ?? '');

/**
 * What the player needs: the action and tier of the refusal that brought them here
 * (?action=stake&tier=1, lib/compliance-refusal.ts), else the first action their tier is below.
 * Null when nothing is missing.
 */
function neededFor(verification: PlayerVerification, search: URLSearchParams): { action: VerificationAction; tier: 1 | 2 } | null {
  const asked = search.get('action');
  const action = isAction(asked) ? asked : VERIFICATION_ACTIONS.find((one) => verification.required[one] > verification.tier);
  if (!action) return null;
  const askedTier = search.get('tier') === '2' ? 2 : 1;
  const tier = Math.max(verification.required[action], isAction(asked) ? askedTier : 0);
  return tier > verification.tier ? { action, tier: tier === 2 ? 2 : 1 } : null;
}

/**
 * What withdrawing needs while play or deposits ask more: the server asks a withdrawal only the
 * profile's tier, never the one the deposit trigger raises (verification-gate.ts), and a blocked
 * country never stops it, so the screen says it stays open, or names the one level it needs.
 */
function withdrawalNote(verification: PlayerVerification, t: ReturnType<typeof useT>): string {
  const { tier, required } = verification;
  return tier >= required.withdraw ? t('verification.withdrawOpen') : t('verification.withdrawNeeds', { tier: required.withdraw });
}

/**
 * Verification (docs/compliance.md, "In the app") at /verification: which level the player needs
 * and why, their residence first when the server knows no country for them, and the provider's
 * Web SDK, loaded on this screen only; where Telegram's web view has no camera, the same screen in
 * the system browser. The rest of the app stays open meanwhile. In Telegram, the player may also
 * share their phone number, whose country the server keeps as a signal.
 */
export default function VerificationScreen() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const { verification, loadError, reload, declare } = useVerification();
  const [sdk, setSdk] = useState<SdkState>('idle');
  const [declareError, setDeclareError] = useState<unknown>(null);
  const webApp = getWebApp();
  const cameraHere = webViewCanOpenCamera(webApp, typeof navigator.mediaDevices?.getUserMedia === 'function');

  async function start(current: PlayerVerification) {
    if (!current.sdkToken || !current.sdkUrl) return;
    setSdk('loading');
    try {
      await launchProviderSdk({
        sdkUrl: current.sdkUrl,
        token: current.sdkToken,
        refreshToken: async () => (await getVerification()).sdkToken ?? '',
        lang: (document.documentElement.lang || 'en').split('-')[0] ?? 'en',
        containerId: SDK_CONTAINER_ID,
        onSubmitted: () => setSdk('submitted'),
      });
      setSdk((state) => (state === 'loading' ? 'open' : state));
    } catch {
      setSdk('failed');
    }
  }

  const continueInBrowser = () => webApp.openLink(new URL(`/verification${window.location.search}`, window.location.origin).href);

  let body;
  if (loadError) {
    body = <ErrorCard message={failureText(loadError)} retry={{ label: t('common.retry'), onRetry: reload }} />;
  } else if (!verification) {
    body = <p className="muted">{t('screen.loading')}</p>;
  } else if (verification.jurisdiction === 'unknown') {
    body = (
      <>
        {declareError ? <ErrorCard message={failureText(declareError)} /> : null}
        <ResidenceForm
          onDeclare={async (country) => {
            setDeclareError(null);
            try {
              await declare(country);
              return true;
            } catch (problem) {
              setDeclareError(problem);
              return false;
            }
          }}
        />
      </>
    );
  } else {
    const needed = neededFor(verification, search);
    body = needed ? (
      <NoticePanel
        icon={<IdCardIcon />}
        title={t(`verification.panel.${needed.tier}`)}
        actions={
          sdk === 'submitted' ? (
            <Button onClick={reload}>{t('verification.checkStatus')}</Button>
          ) : verification.sdkToken && verification.sdkUrl ? (
            <>
              <Button onClick={() => void start(verification)} disabled={sdk === 'loading' || sdk === 'open'}>
                {t('verification.start')}
              </Button>
              {webApp.isTelegram && !cameraHere ? (
                <Button variant="secondary" onClick={continueInBrowser}>
                  {t('verification.continueInBrowser')}
                </Button>
              ) : null}
              <PreloadLink to="/" className="button button--quiet">
                {t('verification.backHome')}
              </PreloadLink>
            </>
          ) : (
            <>
              <Button onClick={reload}>{t('common.retry')}</Button>
              <PreloadLink to="/" className="button button--quiet">
                {t('verification.backHome')}
              </PreloadLink>
            </>
          )
        }
      >
        <p>{t(`verification.need.${needed.action}`, { tier: needed.tier })}</p>
        <p>{t(`verification.level.${needed.tier}`)}</p>
        <p className="muted">{t(`verification.why.${needed.tier}`)}</p>
        <p className="muted">{t('verification.meanwhile')}</p>
        {needed.action === 'withdraw' ? null : <p>{withdrawalNote(verification, t)}</p>}
        {sdk === 'submitted' ? <output>{t('verification.submitted')}</output> : null}
        {sdk === 'failed' ? <p role="alert">{t('verification.sdkFailed')}</p> : null}
        {!verification.sdkToken && sdk !== 'submitted' ? <output>{t('verification.unavailable')}</output> : null}
        {webApp.isTelegram && !cameraHere && verification.sdkToken ? <p className="muted">{t('verification.cameraHint')}</p> : null}
      </NoticePanel>
    ) : (
      <NoticePanel
        icon={<DoneIcon />}
        title={t('verification.done')}
        actions={
          <PreloadLink to="/" className="button">
            {t('verification.backHome')}
          </PreloadLink>
        }
      >
        <p>{t('verification.doneText')}</p>
      </NoticePanel>
    );
  }

  return (
    <div className="screen-stack">
      <h1>{t('verification.title')}</h1>
      {body}
      {verification ? <SharePhone webApp={webApp} /> : null}
      {/* The provider's frame: the SDK draws into it once started. */}
      <div id={SDK_CONTAINER_ID} className="verification-sdk" />
    </div>
  );
}
