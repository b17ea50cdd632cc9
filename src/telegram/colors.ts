/**
 * Colour arguments for the header, background and bottom bar. Telegram takes `#rrggbb`; theme keys
 * ('bg_color', ...) are resolved against the current theme. Before Mini App 6.9 the header only
 * accepts the theme keys, so a colour equal to one of them is sent as that key.
 */
import { WebAppError, type WebAppErrorCode } from './errors';
import { isVersionAtLeast } from './version';

/** `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])` as lower-case `#rrggbb`; anything else is null. */
export function parseColorToHex(color: unknown): string | null {
  const text = String(color).trim();
  const long = /^#([0-9a-f]{6})$/i.exec(text);
  if (long?.[1]) return `#${long[1].toLowerCase()}`;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short.slice(1, 4).map((digit) => digit + digit).join('')}`.toLowerCase();
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*(\d+\.?\d*))?\)$/.exec(text);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((value) => value > 255)) return null;
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A theme key (from `keys`) resolved through the theme, or a literal colour; else throws `code`. */
export function resolveColor(
  color: string,
  keys: readonly string[],
  theme: Record<string, string>,
  code: WebAppErrorCode,
): string | null {
  if (keys.includes(color)) return parseColorToHex(theme[color]);
  const hex = parseColorToHex(color);
  if (!hex) throw new WebAppError(code);
  return hex;
}

const HEADER_KEYS = ['bg_color', 'secondary_bg_color'] as const;

/** The web_app_set_header_color payload for `color` on a client of `version`. */
export function headerColorPayload(
  color: string,
  version: string,
  theme: Record<string, string>,
): { color: string } | { color_key: string } {
  if ((HEADER_KEYS as readonly string[]).includes(color)) return { color_key: color };
  const hex = parseColorToHex(color);
  if (isVersionAtLeast(version, '6.9')) {
    if (!hex) throw new WebAppError('WebAppHeaderColorInvalid');
    return { color: hex };
  }
  const key = HEADER_KEYS.find((name) => hex !== null && parseColorToHex(theme[name]) === hex);
  if (!key) throw new WebAppError('WebAppHeaderColorKeyInvalid');
  return { color_key: key };
}
