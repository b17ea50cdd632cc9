/**
 * The Authorization header value for a Telegram launch (docs/product.md section 6, docs/api.md):
 * `tma <base64 of the raw init data>`. Base64 because the raw string may hold characters a header
 * cannot carry; the server decodes it and verifies the signature over exactly these bytes.
 */
import type { LaunchParams } from './launch-params';
import { base64Utf8 } from './text';

/** `'tma ' + base64(initDataRaw)`, or null outside Telegram (the app then uses the cookie token). */
export function authorizationFromLaunch(launchParams: Pick<LaunchParams, 'initDataRaw'>): string | null {
  const raw = launchParams.initDataRaw;
  return raw ? `tma ${base64Utf8(raw)}` : null;
}
