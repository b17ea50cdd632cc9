import { useT } from '../../../i18n/t';
import { displayUsdt } from '../../../i18n/format-amount';
import { languageTag } from '../../../i18n/language-tags';
import { InstallButton } from '../../../lib/install/InstallButton';
import { useRouterContext } from '../../../lib/router-context';
import { PreloadLink } from '../../../lib/routing/PreloadLink';
import { LANGUAGE_ENDONYMS } from '../language-endonyms';
import { useSettings } from '../../../settings/use-settings';
import { FairnessSection } from '../components/FairnessSection';
import { LogoutButton } from '../components/LogoutButton';
import '../profile.css';
import { Card } from '../../../ui/Card';

/** The profile overview at /profile/: who is playing, their balance and language, the way to settings and history. */
export default function ProfileOverviewScreen() {
  const t = useT();
  const { language } = useSettings();
  // The session's player (docs/product.md section 2: the router context holds the current user). It is the
  // me query's data, so it follows every refetch (a new balance after an order or a withdraw).
  const { user } = useRouterContext();
  return (
    <>
      <h1>{t('profile.title')}</h1>
      <p className="muted">{t('profile.intro')}</p>
      {user ? (
        <Card as="section" className="profile-player" aria-label={t('profile.player')}>
          <p className="profile-player__name">{user.telegramFullName}</p>
          <p className="muted">{t('profile.playerId', { id: user.id })}</p>
          <dl className="profile-facts">
            <dt className="muted">{t('profile.balance')}</dt>
            <dd>{t('profile.balanceValue', { amount: displayUsdt(user.balance) })}</dd>
            <dt className="muted">{t('profile.language')}</dt>
            {/* The language's own name, as the language picker shows it first. */}
            <dd lang={languageTag(language)}>{LANGUAGE_ENDONYMS[language]}</dd>
          </dl>
        </Card>
      ) : null}
      <ul className="link-list">
        <li>
          {/* Relative to the profile route: /profile/edit. */}
          <PreloadLink to="/edit" className="nav-card">
            {t('profile.editLink')}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to="/protection" className="nav-card">
            {t('profile.protectionLink')}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to="/complaints" className="nav-card">
            {t('profile.complaintsLink')}
          </PreloadLink>
        </li>
        <li>
          {/* Verification (docs/compliance.md, "In the app"): where the error text of a tier refusal sends the player. */}
          <PreloadLink to="~/verification" className="nav-card">
            {t('verification.title')}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to="~/wallet" className="nav-card">
            {t('wallet.title')}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to="~/history" className="nav-card">
            {t('profile.historyLink')}
          </PreloadLink>
        </li>
      </ul>
      <FairnessSection />
      {/* Only in a browser that can install the app (never inside Telegram or once installed). */}
      <InstallButton className="nav-card profile-install" />
      <LogoutButton />
    </>
  );
}
