/**
 * The one part of the install offer in the entry: Chromium may fire `beforeinstallprompt` before
 * the offer's chunk loads, so the event is caught (and Chromium's own mini-infobar held back) from
 * the first task, then handed to install-state.ts.
 */
let early: Event | null = null;

function keep(event: Event): void {
  event.preventDefault();
  early = event;
}

export function captureEarlyInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', keep);
}

/** The event caught so far, if any; stops listening (install-state.ts listens from then on). */
export function takeEarlyInstallPrompt(win: Window = window): Event | null {
  win.removeEventListener('beforeinstallprompt', keep);
  const event = early;
  early = null;
  return event;
}
