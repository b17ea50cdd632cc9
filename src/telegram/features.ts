/**
 * Minimum Telegram Mini App version of each feature (docs/product.md section 5: "feature-version gates apply
 * (6.1 to 8.0)", carried on to 9.1 by docs/telegram-platform.md). Values follow Telegram's Bot API
 * changelog for Mini Apps. Only some of these have a method in web-app.ts or platform-methods.ts;
 * the rest are listed so the app can ask `supports('cloudStorage')` before it grows a feature,
 * without looking the number up again.
 */
import { isVersionAtLeast } from './version';

export const FEATURE_MIN_VERSION = {
  // 6.1: colours, back button, invoices, in-app links (below it links fall back to the browser).
  headerColor: '6.1',
  backgroundColor: '6.1',
  backButton: '6.1',
  hapticFeedback: '6.1',
  openInvoice: '6.1',
  openLink: '6.1',
  openTelegramLink: '6.1',
  // 6.2: popups and the close confirmation.
  popup: '6.2',
  closingConfirmation: '6.2',
  // 6.4: QR scanner, clipboard, Instant View for links.
  scanQrPopup: '6.4',
  readTextFromClipboard: '6.4',
  tryInstantView: '6.4',
  // 6.7: inline query switching (needs the bot's inline mode too).
  switchInlineQuery: '6.7',
  // 6.9: cloud storage, write access, contact, arbitrary header colours (not only theme keys).
  cloudStorage: '6.9',
  requestWriteAccess: '6.9',
  requestContact: '6.9',
  headerColorRgb: '6.9',
  // 7.x
  settingsButton: '7.0',
  biometricManager: '7.2',
  verticalSwipes: '7.7',
  shareToStory: '7.8',
  bottomBarColor: '7.10',
  secondaryButton: '7.10',
  // 8.0: full screen, home screen, file download, emoji status, prepared messages, sensors.
  fullscreen: '8.0',
  homeScreen: '8.0',
  downloadFile: '8.0',
  emojiStatus: '8.0',
  shareMessage: '8.0',
  deviceSensors: '8.0',
  locationManager: '8.0',
  // 8.0 too: the safe-area insets (docs/telegram-platform.md lists every method and event).
  safeArea: '8.0',
  // 9.x: storage on the device that outlives the web view's own, and hiding the keyboard.
  deviceStorage: '9.0',
  secureStorage: '9.0',
  hideKeyboard: '9.1',
} as const satisfies Record<string, string>;

export type Feature = keyof typeof FEATURE_MIN_VERSION;

/** True when a client of `version` has `feature`. */
export function supportsFeature(version: string, feature: Feature): boolean {
  return isVersionAtLeast(version, FEATURE_MIN_VERSION[feature]);
}
