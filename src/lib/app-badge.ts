/**
 * The installed app's icon badge (Badging API): shown while last week's referral earnings wait to
 * be withdrawn. Where the API is missing (Safari before 16.4 on macOS, Firefox, Telegram's web
 * view), nothing happens; a refusal (a page that is not installed) is ignored too.
 */
type BadgingNavigator = Navigator & {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showAppBadge(show: boolean, nav: BadgingNavigator = navigator): void {
  const call = show ? nav.setAppBadge?.bind(nav) : nav.clearAppBadge?.bind(nav);
  if (!call) return;
  try {
    void call().catch(() => undefined);
  } catch {
    // Some engines throw synchronously outside an installed app.
  }
}
