/** Types for find-webkit.mjs, which the WebKit tests' global setup and the test script share. */
export interface WebKitPaths {
  driver: string | undefined;
  xvfb: string | undefined;
}
export function findWebKit(): WebKitPaths;
export function ensureWebKit(): { driver: string; xvfb: string };
