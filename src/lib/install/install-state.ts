/**
 * The browser's install offer (docs/install.md): Chromium's deferred `beforeinstallprompt`, or the
 * manual steps of iOS Safari, which has no prompt. The entry catches an early event
 * (early-install-prompt.ts); this module, loaded with the offer or profile, takes it over.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_NAMES } from '../../contract/storage-names';
import { takeEarlyInstallPrompt } from './early-install-prompt';

/** Chromium's event (not in lib.dom): https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the device remembers: installed for good, and when the player last said "Not now". */
export interface InstallMemory {
  installed?: boolean;
  dismissedAt?: number;
}

/** "Not now" holds the offer back this long; profile keeps the way open meanwhile. */
export const DISMISS_FOR_MS = 14 * 24 * 3600 * 1000;

export type InstallWay = 'prompt' | 'ios-steps';

export interface InstallContext {
  isTelegram: boolean;
  standalone: boolean;
  iosSafari: boolean;
  hasPrompt: boolean;
  memory: InstallMemory;
}

/** How this browser can install the app now, or null: never inside Telegram, never when installed. */
export function installWay({ isTelegram, standalone, iosSafari, hasPrompt, memory }: InstallContext): InstallWay | null {
  if (isTelegram || standalone || memory.installed) return null;
  if (hasPrompt) return 'prompt';
  return iosSafari ? 'ios-steps' : null;
}

/** Whether the offer may show by itself (after a win): not within DISMISS_FOR_MS of a "Not now". */
export function mayOfferNow(memory: InstallMemory, now: number): boolean {
  return memory.dismissedAt === undefined || now - memory.dismissedAt >= DISMISS_FOR_MS;
}

/** iPhone, iPod, or an iPad (which says it is a Mac, but has touch). */
export function isIosDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iP(hone|od|ad)/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches);
}

export function readMemory(storage?: Pick<Storage, 'getItem'>): InstallMemory {
  try {
    // Inside the try: a third-party frame (Telegram Web) may be refused localStorage outright.
    const parsed: unknown = JSON.parse((storage ?? localStorage).getItem(STORAGE_NAMES.installMemory) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as InstallMemory) : {};
  } catch {
    return {};
  }
}

function writeMemory(memory: InstallMemory): void {
  try {
    localStorage.setItem(STORAGE_NAMES.installMemory, JSON.stringify(memory));
  } catch {
    // A full or blocked storage: the offer may come back sooner; nothing else depends on it.
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Takes over the early event and listens for the next ones and for an install. */
export function captureInstallEvents(win: Window = window): void {
  const early = takeEarlyInstallPrompt(win);
  if (early) {
    deferred = early as BeforeInstallPromptEvent;
    changed();
  }
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's own mini-infobar away: the offer comes at a good moment instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    writeMemory({ ...readMemory(), installed: true });
    changed();
  });
}

export function hasDeferredPrompt(): boolean {
  return deferred !== null;
}

/**
 * Chromium's dialog. A deferred event prompts only once, so it is dropped whatever the choice;
 * Chromium fires a new one later if the app is still installable.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') writeMemory({ ...readMemory(), installed: true });
  return outcome;
}

export function rememberDismissal(now = Date.now()): void {
  writeMemory({ ...readMemory(), dismissedAt: now });
  changed();
}

let capturing = false;

/** Starts listening with the first subscriber (an effect, never during render). */
function subscribe(listener: () => void): () => void {
  if (!capturing) {
    capturing = true;
    captureInstallEvents();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders on a captured prompt, an install or a dismissal; starts listening on first use. */
export function useInstallVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
