// Finds what the WebKit tests drive: WebKitGTK's WebDriver (Debian's webkit2gtk-driver, which runs
// its MiniBrowser) and Xvfb for a display. `ensureWebKit()` installs both when missing (apt as
// root), so a fresh machine needs no manual step, as find-browser.mjs does for Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = 'webkit2gtk-driver xvfb';

function onPath(name) {
  return (process.env.PATH ?? '').split(':').map((dir) => `${dir}/${name}`).find((path) => existsSync(path));
}

/** { driver, xvfb } paths, or undefined for each that is missing. */
export function findWebKit() {
  return { driver: onPath('WebKitWebDriver'), xvfb: onPath('Xvfb') };
}

export function ensureWebKit() {
  const found = findWebKit();
  if (found.driver && found.xvfb) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`The WebKit tests need WebKitWebDriver and Xvfb: apt-get install ${PACKAGES} (as root)`);
  console.log(`No WebKitWebDriver or Xvfb found: installing ${PACKAGES}...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit' });
  const installed = findWebKit();
  if (!installed.driver || !installed.xvfb) throw new Error(`Could not install ${PACKAGES}`);
  return installed;
}
