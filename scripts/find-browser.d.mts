/** Types for find-browser.mjs, which playwright.config.ts and the test script share. */
export function findBrowser(): string | undefined;
export function ensureBrowser(): string;
export const CHROMIUM_ARGS: string[];
