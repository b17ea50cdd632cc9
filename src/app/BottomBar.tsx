import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/t';
import { PreloadLink } from '../lib/routing/PreloadLink';
import { FriendsIcon, HomeIcon, SettingsIcon, SupportIcon } from './BottomBarIcons';
import { openSupport, SUPPORT_URL } from './open-support';
import './bottom-bar.css';

// Its own chunk, with the circles query: the bar is in the initial JS, which has no room for them.
const FriendsDot = lazy(() => import('../features/friends/components/FriendsDot'));

/** True when `path` is `section` or below it (/profile/edit is in /profile). */
function isWithin(path: string, section: string): boolean {
  return section === '/' ? path === '/' : path === section || path.startsWith(`${section}/`);
}

interface BarLinkProps {
  to: string;
  current: boolean;
  icon: ReactNode;
  label: string;
  /** A badge over the icon, and the id of its description (empty while there is no badge). */
  badge?: ReactNode;
  describedBy?: string;
}

function BarLink({ to, current, icon, label, badge, describedBy }: BarLinkProps) {
  return (
    <PreloadLink to={to} className="bottom-bar__item" aria-current={current ? 'page' : undefined} aria-describedby={describedBy}>
      {icon}
      {badge}
      <span className="bottom-bar__label">{label}</span>
    </PreloadLink>
  );
}

/** The fixed bottom bar of docs/product.md section 2: Home, Friends, Profile and the external Support chat. */
export function BottomBar() {
  const t = useT();
  const [path] = useLocation();
  const dotId = useId();
  return (
    <nav className="bottom-bar" aria-label={t('nav.label')}>
      <BarLink to="/" current={isWithin(path, '/')} icon={<HomeIcon />} label={t('nav.home')} />
      <BarLink
        to="/friends"
        current={isWithin(path, '/friends')}
        icon={<FriendsIcon />}
        label={t('nav.friends')}
        describedBy={dotId}
        badge={
          <Suspense fallback={null}>
            <FriendsDot id={dotId} />
          </Suspense>
        }
      />
      <BarLink to="/profile" current={isWithin(path, '/profile')} icon={<SettingsIcon />} label={t('nav.profile')} />
      {/* A real link (it can be copied or long-pressed), but a tap goes through openSupport(). */}
      <a
        href={SUPPORT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="bottom-bar__item"
        onClick={(event) => {
          event.preventDefault();
          openSupport();
        }}
      >
        <SupportIcon />
        <span className="bottom-bar__label">{t('nav.support')}</span>
      </a>
    </nav>
  );
}
