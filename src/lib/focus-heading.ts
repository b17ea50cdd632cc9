/**
 * Moves keyboard and screen-reader focus to the heading of the screen on show (`main h1`), as
 * after a page load: used when a route changes and when something the player dismissed (a "Got
 * it" card, a toast) took the focus with it, which would otherwise drop it to <body>. The heading
 * becomes focusable by script only (tabIndex -1), never a Tab stop. preventScroll: the scroll
 * position is the router's (app/use-scroll-restoration.ts).
 */
export function focusScreenHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}
