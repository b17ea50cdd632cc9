/** The official support chat (DESIGN.md section 3: VITE_SUPPORT_URL, a https://t.me/... link). */
export const SUPPORT_URL: string = import.meta.env.VITE_SUPPORT_URL ?? '';

/**
 * Opens the support chat in a new tab. Inside Telegram this will go through openTelegramLink (the
 * Telegram bridge issue); keeping it in one function makes that a one-place change.
 */
export function openSupport(): void {
  window.open(SUPPORT_URL, '_blank', 'noopener,noreferrer');
}
