/**
 * Telegram Mini App versions ("6.0", "7.10", "8.0") compare part by part as numbers, never as
 * strings: "7.10" is newer than "7.9". Every feature gate of the bridge goes through here.
 */

/** One dotted part as a number; anything that is not plain digits counts as 0, so garbage never throws. */
function part(value: string | undefined): number {
  const trimmed = (value ?? '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b`. Missing parts are 0 ("8" equals "8.0"). */
export function compareVersions(a: unknown, b: unknown): -1 | 0 | 1 {
  const left = typeof a === 'string' ? a.trim().split('.') : [];
  const right = typeof b === 'string' ? b.trim().split('.') : [];
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = part(left[index]) - part(right[index]);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

/** True when `version` is `min` or newer. */
export function isVersionAtLeast(version: unknown, min: string): boolean {
  return compareVersions(version, min) >= 0;
}
