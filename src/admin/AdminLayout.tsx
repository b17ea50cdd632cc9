/** The frame of every screen: the product's name, the role, the navigation, logging out. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { caseTexts } from './shared/case-texts';
import { complaintTexts } from './shared/complaint-texts';
import { complianceTexts } from './shared/compliance-texts';
import { reportTexts } from './shared/report-texts';
import type { OperatorRole } from '../contract/admin';
import { logout } from './api/session';
import { LanguageSwitch } from './components/LanguageSwitch';
import { adminSession } from './api/admin-session';
import { ROLE_NAMES, texts } from './shared/texts';

// A function: the labels are read in the language on screen.
const links = () =>
  [
    ['/', texts.nav.dashboard],
    ['/players', texts.nav.players],
    ['/withdrawals', texts.nav.withdrawals],
    ['/deposits', texts.nav.unattributed],
    ['/adjustments', texts.nav.adjustments],
    ['/reconciliation', texts.nav.reconciliation],
    ['/reports', reportTexts.nav],
    ['/complaints', complaintTexts.nav],
    ['/cases', caseTexts.nav],
    ['/compliance', complianceTexts.nav],
    ['/audit', texts.nav.audit],
  ] as const;

async function logOut() {
  await logout().catch(() => {});
  adminSession.end('logged_out');
}

export function AdminLayout({ role, name, children }: { role: OperatorRole; name: string; children: ReactNode }) {
  return (
    <div className="admin">
      <header>
        <p className="product">{texts.product}</p>
        <p className="who">{texts.nav.signedInAs(name, ROLE_NAMES[role])}</p>
        <LanguageSwitch />
        <button type="button" onClick={() => void logOut()}>
          {texts.nav.logout}
        </button>
      </header>
      <nav aria-label={texts.nav.label}>
        <ul>
          {links().map(([href, label]) => (
            <li key={href}>
              <Link href={href} className={(active) => (active ? 'active' : '')}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main>{children}</main>
    </div>
  );
}
