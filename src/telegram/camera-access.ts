/**
 * Whether the web view the app runs in can open the camera for the verification provider's
 * document and selfie steps. Telegram's iOS and Android clients pass camera requests on to the
 * system; its desktop, macOS and web clients do not (their web views or iframes get no camera),
 * and a browser without getUserMedia cannot either. Where it cannot, the app offers to continue
 * in the system browser (docs/compliance.md, "In the app").
 */
const CAMERA_PLATFORMS = new Set(['ios', 'android', 'android_x']);

export function webViewCanOpenCamera({ isTelegram, platform }: { isTelegram: boolean; platform: string }, hasGetUserMedia: boolean): boolean {
  if (!hasGetUserMedia) return false;
  return !isTelegram || CAMERA_PLATFORMS.has(platform);
}
