// Finds a Chromium for the e2e tests: Playwright's own build if it is installed, else Debian's
// /usr/bin/chromium. `ensureBrowser()` installs one when neither is there (apt as root, else
// `npx playwright install chromium`), so a fresh machine needs no manual step.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright throws when its browser was never downloaded.
  }
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log('No Chromium found: installing one...');
  if (isRoot) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  const installed = findBrowser();
  if (!installed) throw new Error('Could not find or install Chromium for the e2e tests');
  return installed;
}

/** Flags for a closed network and a root user (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
